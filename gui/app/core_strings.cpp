// Every pseudo-code line and algorithm summary that core writes, listed for lupdate: core
// is C++ without Qt, so lupdate cannot find them where they are made, and the .ts files
// would lose them at the next update (it runs with -no-obsolete). The lines are listed
// without their leading spaces, as core_text::pseudocode_line looks them up.
//
// When core changes a line or adds one, change it here too: the GUI tests compare this
// list with core's and fail on a line or summary without a Chinese translation.

#include <QtGlobal>

#include "app/core_text.hpp"

namespace frontier::gui::core_text {

namespace {

constexpr Entry kPseudocodeLines[] = {
    // core/include/frontier/lianliankan/middle_segment.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if the tiles differ, one is blank, or both clicks are the same cell: answer NO", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "count the tiles before each cell of every row and every column (once per board)", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "candidates := every column (the two clicks' own columns first), then every row", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each candidate middle line L:", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "path := start, along the start's row (column) to L, along L, along the end's row (column) to the end", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if the first segment meets a tile: try the next line", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if the middle segment meets a tile: try the next line", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if the last segment meets a tile: try the next line", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "answer YES with this path", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("Pseudocode", "answer NO", "lianliankan/middle-segment"),
    // core/include/frontier/lianliankan/bfs_turns.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if the tiles differ, one is blank, or both clicks are the same cell: answer NO", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each direction d: add (start, d) to layer 0", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for t = 0, 1, 2: for each (cell, d) in layer t, in order (the layer grows meanwhile):", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "skip (cell, d) if it has since been reached with fewer turns", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "ahead := the next cell in direction d", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if ahead is the target: answer YES with t turns", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if ahead is open and (ahead, d) was never reached with t turns or fewer: add it to layer t", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if t < 2: for each direction d' at right angles to d:", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if (cell, d') was never reached with t + 1 turns or fewer: add it to layer t + 1", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("Pseudocode", "answer NO", "lianliankan/bfs-turns"),
    // core/include/frontier/lianliankan/dfs.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if the tiles differ, one is blank, or both clicks are the same cell: answer NO", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each direction d: push (start, d) with 0 turns", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while the stack is not empty:", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "pop (cell, d) with t turns; skip it if it has since been pushed with fewer turns", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if t = 2 and the target is not straight ahead along d: prune this branch", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "ahead := the next cell in direction d", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if ahead is the target: answer YES with t turns", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if t < 2: for each direction d' at right angles to d:", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if (cell, d') was never pushed with t + 1 turns or fewer: push it with t + 1 turns", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if ahead is open and (ahead, d) was never pushed with t turns or fewer: push it (explored next)", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "answer NO", "lianliankan/dfs"),
    // core/include/frontier/mahjong/zero_one_bfs.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if start = target: return 0", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each direction d: cost[start, d] <- 1; push (start, d) at the back", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while the deque is not empty:", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "pop (cell, d) from the front, skipping states already expanded", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if cell = target: return cost[cell, d]", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "ahead <- the neighbour of cell in direction d   (going straight costs 0)", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if ahead is open (a blank, the ring, or the target) and cost[cell, d] < cost[ahead, d]:", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "cost[ahead, d] <- cost[cell, d]; parent <- (cell, d); push (ahead, d) at the front", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each turn d' to the left or right of d   (a new segment costs 1):", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if cost[cell, d] + 1 < cost[cell, d']:", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "cost[cell, d'] <- cost[cell, d] + 1; parent <- (cell, d); push (cell, d') at the back", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "return 0   (no path)", "mahjong/zero-one-bfs"),
    // core/include/frontier/mahjong/line_bfs.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if start = target: return 0", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "layer[start] <- 0; enqueue start", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while the queue is not empty:", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "cell <- dequeue", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each direction d: next <- the neighbour of cell in direction d", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while next is open (a blank, the ring, or the target) and not seen in layer <= layer[cell]:", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if next is unseen: layer[next] <- layer[cell] + 1; parent[next] <- cell; enqueue next", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if next = target: return layer[next]", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "next <- the neighbour of next in direction d", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "return 0   (no path)", "mahjong/line-bfs"),
    // core/include/frontier/solitaire/bidirectional_bfs.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "mark start seen forward at depth 0; forward frontier <- [start]", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "mark goal seen backward at depth 0; backward frontier <- [goal]", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if start = goal: answer YES in 0 moves", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for layer <- 1 to K:", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "side <- forward when layer is odd, else backward", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each c in the frontier of side:", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each legal move of c (a step or a jump of one piece) to n:", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if n was seen on side: skip it", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "mark n seen on side at depth(c) + 1, parent(n) <- c", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if n was seen on the other side: answer YES in depth_forward(n) + depth_backward(n) moves", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "add n to the next frontier of side", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "frontier of side <- next frontier", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if the frontier of side is empty: answer NO (side has seen all it can reach)", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "answer NO (the goal is more than K moves away)", "solitaire/bidirectional-bfs"),
    // core/include/frontier/solitaire/bfs.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "mark start seen at depth 0; queue <- [start]", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if start = goal: answer YES in 0 moves", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while the queue is not empty:", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if the front of the queue is at depth K: answer NO", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "c <- pop the front of the queue", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each legal move of c (a step or a jump of one piece) to n:", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if n was seen: skip it", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "mark n seen at depth(c) + 1, parent(n) <- c", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if n = goal: answer YES in depth(n) moves (parents lead back)", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "push n to the back of the queue", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "answer NO (every reachable configuration was seen)", "solitaire/bfs"),
    // core/include/frontier/huarongdao/dijkstra.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if the piece is on the target: return 0", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "start <- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "dist[start] <- 0; push start", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while the queue is not empty:", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "u <- pop the state of least dist (skip one popped before)", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if u is (target, any side): return dist[u] and its moves", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if u is the blank alone on b: for each neighbour c of b:", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if c is movable and not the piece: relax(the blank on c, dist[u] + 1)", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "else u = (p, side): relax((the blank's cell, opposite side), dist[u] + 1)   -- swap", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each other side s of p:", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if walk[p][side][s] < inf: relax((p, s), dist[u] + walk[p][side][s])", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; push v", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("Pseudocode", "return -1", "huarongdao/dijkstra"),
    // core/include/frontier/huarongdao/spfa.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if the piece is on the target: return 0", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "start <- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "dist[start] <- 0; enqueue start", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while the queue is not empty:", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "u <- dequeue the oldest state (it comes back if dist[u] drops later)", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "queued[u] <- false", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if u is the blank alone on b: for each neighbour c of b:", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if c is movable and not the piece: relax(the blank on c, dist[u] + 1)", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "else u = (p, side): relax((the blank's cell, opposite side), dist[u] + 1)   -- swap", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each other side s of p:", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if walk[p][side][s] < inf: relax((p, s), dist[u] + walk[p][side][s])", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; if not queued[v]: enqueue v", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("Pseudocode", "return the least dist[(target, side)] over the four sides, or -1", "huarongdao/spfa"),
    // core/include/frontier/huarongdao/bfs.hpp
    QT_TRANSLATE_NOOP3("Pseudocode", "if the piece is on the target: return 0", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "push (blank, piece) as layer 0", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "while the queue is not empty:", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "u = (blank b, piece p) <- pop the oldest", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if p is the target: return layer(u) and its moves", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "for each neighbour c of b:", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if c is movable: v <- (c, p), or (c, b) when c = p: the piece on c slides into the blank", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "if v is new: layer(v) <- layer(u) + 1; parent(v) <- u; push v", "huarongdao/bfs"),
    QT_TRANSLATE_NOOP3("Pseudocode", "return -1", "huarongdao/bfs"),
};

// From each puzzle's algorithms() in core/src/<puzzle>/.
constexpr Entry kSummaries[] = {
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "tries every row and column as the middle segment; O(rows + cols) per query, the judge solver", "lianliankan/middle-segment"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "breadth-first search over (cell, heading), layer by layer of turns; finds the fewest turns", "lianliankan/bfs-turns"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "depth-first search over (cell, heading), straight on first, pruned at two turns", "lianliankan/dfs"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "0-1 BFS over (cell, direction): straight on costs 0, a turn costs 1 (the judge solver)", "mahjong/zero-one-bfs"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "BFS over cells, each expansion walking straight lines; layer = segments", "mahjong/line-bfs"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "breadth-first from the start and from the goal, layers alternating, until the two sides meet", "solitaire/bidirectional-bfs"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "breadth-first from the start, up to K layers", "solitaire/bfs"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "Dijkstra over (piece cell, side of the blank) with a walk-around table (the judge's solver)", "huarongdao/dijkstra"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "the same graph relaxed with SPFA, as the classic contest solutions do", "huarongdao/spfa"),
    QT_TRANSLATE_NOOP3("AlgorithmSummary", "breadth-first search over (blank, piece) positions, one move at a time", "huarongdao/bfs"),
};

}  // namespace

std::span<const Entry> listed_pseudocode_lines() { return kPseudocodeLines; }
std::span<const Entry> listed_summaries() { return kSummaries; }

}  // namespace frontier::gui::core_text

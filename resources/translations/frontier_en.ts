<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AccessibleNames</name>
    <message>
        <source>The searches compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases and queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narration so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontier, next first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s frontier after the step shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlgorithmSummary</name>
    <message>
        <source>tries every row and column as the middle segment; O(rows + cols) per query, the judge solver</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first search over (cell, heading), layer by layer of turns; finds the fewest turns</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth-first search over (cell, heading), straight on first, pruned at two turns</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFS over runs (maximal straight lines of open cells): a segment is one run (the judge solver)</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0-1 BFS over (cell, direction): straight on costs 0, a turn costs 1</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFS over cells, each expansion walking straight lines; layer = segments</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first from the start and from the goal, layers alternating, until the two sides meet</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first from the start, up to K layers</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same graph relaxed with SPFA, as the classic contest solutions do</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first search over (blank, piece) positions, one move at a time</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dijkstra backwards from the target over (piece cell, side of the blank), one search for all the queries with that target (the judge&apos;s solver)</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dijkstra over (piece cell, side of the blank) with a walk-around table, from the start</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the depth-first walk of a published solution, which guesses turns from positions</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn is counted only where the next cell shares neither row nor column with the last counted corner, so a staircase&apos;s turns go uncounted and lines of more than two turns pass</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first search over cells that judges the shortest line by its turns</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it judges only the first shortest line it finds, which may turn three times where a longer line turns twice</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* over (cell, direction): 0-1 BFS&apos;s costs, ordered by segments so far plus 0, 1 or 2 more as the target lies straight ahead, ahead or across, or behind</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterative deepening: depth-first to 1 move, then again from the start to 2, ... up to K</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* over (piece cell, side of the blank): Dijkstra ordered by moves made plus the marked piece&apos;s Manhattan distance to the target</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first from the goal until the start is reached (the judge&apos;s solver keeps one such search over all 181,440 solvable frames for every case)</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first from the start, one layer of moves at a time</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first from the start and from the goal, layers alternating, until the two sides meet</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* ordered by moves made plus the tiles&apos; Manhattan distance to their goal cells</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* ordered by moves made plus the number of tiles off their goal cells</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterative deepening A*: depth-first under a limit on moves made plus the Manhattan distance, the limit raised each round</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blank walks alone to the marked piece&apos;s sides, by A*</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search back from the target, by Dijkstra</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>the first step (%1) is after the last (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 is past the end of the timeline (its last position is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GIF cannot be %1×%2 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the GIF: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the GIF: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An MP4 needs an even width and height, not %1×%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This system&apos;s libavcodec has no H.264 encoder (Debian&apos;s uses libx264): MP4 cannot be written. Export a GIF instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the MP4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the H.264 encoder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the MP4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not encode a frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A frame of the wrong size reached the MP4 writer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a caption needs frames of at least %1×%2, not %3×%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps %1 to %2 are %3 frames, more than the %4 an animation may have: choose a shorter range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frames of %2×%3 would take about %4 minutes to draw, more than the %5 an export may take: choose a shorter range or a smaller size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ask</name>
    <message>
        <source>fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) picked</source>
        <translation>
            <numerusform>%n cell picked</numerusform>
            <numerusform>%n cells picked</numerusform>
        </translation>
    </message>
    <message>
        <source>No cell picked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer chosen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) ticked as legal</source>
        <translation>
            <numerusform>%n move ticked as legal</numerusform>
            <numerusform>%n moves ticked as legal</numerusform>
        </translation>
    </message>
    <message>
        <source>The layer of cost %1 is next. Which cells will it reach for the first time? Click them on the board, then Reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which state will be taken from the frontier next? Click its cell on the board, then Reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This layer holds %n position(s). Will the next layer hold fewer, about the same, or more?</source>
        <translation>
            <numerusform>This layer holds %n position. Will the next layer hold fewer, about the same, or more?</numerusform>
            <numerusform>This layer holds %n positions. Will the next layer hold fewer, about the same, or more?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is taken next. Which of its moves are legal? Tick them, then Reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Right: the layer reaches exactly %n new cell(s).</source>
        <translation>
            <numerusform>Right: the layer reaches exactly %n new cell.</numerusform>
            <numerusform>Right: the layer reaches exactly %n new cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed</source>
        <translation>
            <numerusform>%n missed</numerusform>
            <numerusform>%n missed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extra</source>
        <translation>
            <numerusform>%n extra</numerusform>
            <numerusform>%n extra</numerusform>
        </translation>
    </message>
    <message>
        <source>Not quite: %1, %2, %3 of the %4 new cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 is taken next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: %1 is taken next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
    <message>
        <source>Right: %1 in the next layer, %2 in this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: %1 in the next layer, %2 in this one: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Right: %n of these moves are legal.</source>
        <translation>
            <numerusform>Right: %n of these moves is legal.</numerusform>
            <numerusform>Right: %n of these moves are legal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not quite: %1 of %2 moves judged as the rules do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 of %2 right</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, picked and right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, missed: in the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, picked but not in the answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>, reached with %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, slide %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, slide %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, case %2 query %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempt %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n result(s) of %2 set aside, not of %3</source>
        <translation>
            <numerusform>%1: %n result of %2 set aside, not of %3</numerusform>
            <numerusform>%1: %n results of %2 set aside, not of %3</numerusform>
        </translation>
    </message>
    <message>
        <source>a judge file opened alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) shown</source>
        <translation>
            <numerusform>%n step shown</numerusform>
            <numerusform>%n steps shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message>
        <source>not graded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s) (%2) with different work, counted as one student: if two students gave one name, each should hand in again under a name of their own</source>
        <translation>
            <numerusform>%1: %n file (%2) with different work, counted as one student: if two students gave one name, each should hand in again under a name of their own</numerusform>
            <numerusform>%1: %n files (%2) with different work, counted as one student: if two students gave one name, each should hand in again under a name of their own</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a judge input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new judge file, generated from a seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the judge file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the judge file under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;icture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole view (board, legend, counters, pseudo-code, narration) or the board alone, as PNG or SVG, at a chosen size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board alone at its own size, as a PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board alone at its own size, as an SVG picture (cells as shapes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation (GIF, MP4)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A range of steps, or the replay of the found moves, as a GIF or an MP4 video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole view as a 1920×1080 picture on the clipboard, for pasting into slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the board and its queries; the judge&apos;s answer follows every edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Edit Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor L&amp;eft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Toggle the Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mahjong: lay or take a card; Huarongdao: a fixed or movable cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pick Up or Put Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Solitaire piece, or Huarongdao&apos;s blank, piece or target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new query after the chosen one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Que&amp;ry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen query one place earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen query one place later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new case after the chosen one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate C&amp;ase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Ca&amp;se</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen case one place earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen case one place later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large fonts and high contrast, for projectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells at their natural size, where numbers show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Zoom to the query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cells the query names and the found line, as large as they fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Bookmark, Layer or Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In presentation mode PageDown or →: the next bookmark, else the next layer, else the next slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Bookmark, Layer or Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In presentation mode PageUp or ←: the previous bookmark, else the previous layer, else the previous slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank the Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In presentation mode B: a black screen; any key shows the board again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The panels come back as they were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Searches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two to four searches side by side on this query, on one clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson: slides of judge files, searches, steps and bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the lesson&apos;s slides as they are (a new lesson of one slide, the view, when none is open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Lesson &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the lesson to another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the lesson; the judge file shown stays open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the View as a S&amp;lide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Update the Slide from the View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of this slide after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename Slide…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take this slide out of the lesson (Undo brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Slide U&amp;p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This slide one place earlier in the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Slide Dow&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This slide one place later in the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s next slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;vious Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s previous slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the chosen algorithm on the chosen query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As&amp;k the Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback stops before each layer or pop and asks what the search does next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xercise: Be the Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the chosen query&apos;s search by hand, step by step; core judges every step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the search does next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the last right step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the &amp;Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the chosen query by hand; core checks every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a move the rules allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the last move back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank L&amp;eft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep the Position as a New Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position as it stands becomes a case of the file (for Huarongdao a query), asked from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Play Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One fine step forward: the next pseudo-code line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One fine step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward to the end of the next expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous e&amp;xpansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one whole expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward to where the next layer begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous l&amp;ayer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to where this layer began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle &amp;Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark this point of the search, or take its mark away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the next marked point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the previous marked point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every bookmark away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the &amp;Target Is First Reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback stops where the search first reaches what it looks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more stops but the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key of the window, by menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three steps from a judge file to a search stepped through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The states the search has reached and not yet expanded, next first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves up (the piece above it slides down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answers in ask, exercise and play mode, as one file to hand in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Class Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder of the class&apos;s results: scores graded again, where the class went wrong, a CSV for the gradebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name your results are kept under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put to a &amp;Vote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question as choices A to D: count the hands for each, see the distribution, then reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the &amp;Model Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the exercise and play the search from its start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson &amp;Title…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s title, in English and Chinese (with no lesson open, a new lesson&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is shown now becomes a new slide after this one (without bookmarks: Update the Slide adds them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slide shown becomes what the view shows now (its search or comparison, step, bookmarks); a title you wrote stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dupl&amp;icate Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ote and Question on This Bookmark…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to say here, and a question the student explains in words, in English and Chinese: a lesson keeps them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is open: open a judge file or a lesson first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file is being read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not while viewing a search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a search is running: wait for it, or Esc cancels it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is being edited: Esc leaves Edit Mode first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle is being played: Esc leaves Play Mode first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an exercise is under way: Esc leaves it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a comparison is shown: Esc closes it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no case is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the case shown has no query: a slide shows the search of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no search has run yet: Run (F9) first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in presentation mode (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no lesson is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no lesson is open, and the view shows no query to make one of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is the lesson&apos;s first slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is the lesson&apos;s last slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson has no slide yet: Add the View as a Slide (Ctrl+M) makes one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no slide is shown: open a lesson, or Add the View as a Slide (Ctrl+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export M&amp;y Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tudent Name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Quer&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;rontier List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;eveal the Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo &amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To e&amp;nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faste&amp;r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit this slide&apos;s title in the Slides panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Ans&amp;wers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your program&apos;s answers to the open file, judged query by query: each marked right or wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Wrong Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next query your answers get wrong, searched to its end: the judge&apos;s answer on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Wrong Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query before this one that your answers get wrong, searched to its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answers of yours are open that the judge refuses (File ▸ Open Answers…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test My So&amp;lution…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your program run on generated files of growing size; the first it fails, made as small as it fails, opens with your answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Csv</name>
    <message>
        <source>a quote inside an unquoted field (a field with a quote is quoted whole)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this quote is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text after a closing quote (a comma or the line&apos;s end must follow it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Add Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the Slide from the View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson Title</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Directions</name>
    <message>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditView</name>
    <message>
        <source>ask %1 and %2 in query %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marked piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click (or Space) makes the cell fixed or movable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the blank, the marked piece or the target to another cell (or Enter, arrows, Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no query: add one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix the cell at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free the cell at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huarongdao&apos;s cells carry no numbers: Space makes a cell fixed or movable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resize the board to %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the tile at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put tile %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click puts the tile number on the cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click clears the cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click two tiles: they become the query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a tile number, or Delete to clear the cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile number is at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lay a card at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the card at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click lays a card on the cell or takes it away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click two cards: they become the pair asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mahjong&apos;s cards carry no numbers: Space lays or takes a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the goal square %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the piece at %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a goal square to another square (or Enter, arrows, Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a piece to another square (or Enter, arrows, Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four pieces stand on each side: move one with Enter instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Space makes the cell fixed or movable, Delete makes it fixed; Enter picks up the blank, the marked piece or the target there, arrows carry it, Enter puts it down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Enter does what a click does; digits type a tile number; Delete clears the cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Space or Enter lays a card or takes it away; Delete takes it away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Enter picks up the piece or goal square there, arrows carry it, Enter puts it down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell holds a tile or the blank: swap two with Enter, or type the tile to bring here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles are 1 to 8, and 0 is the blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a tile onto another cell: the two swap (or Enter, arrows, Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap as well, but refuse a swap after which the goal could not be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Enter picks up the tile there, arrows carry it, Enter swaps it with the tile under the cursor; a digit 1 to 8 (0 for the blank) brings that tile to the cursor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditableDocument</name>
    <message>
        <source>This document is not a %1 file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query %1 would be illegal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case %1, query %2 would be illegal: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge format cannot hold this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge format cannot hold this: it would read back differently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s reader would refuse this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no case %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no query %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no query %1 in case %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move query %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add case %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate case %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete case %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move case %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Eight</name>
    <message>
        <source>the start, before the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the frame being expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tile on its goal cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dashed: the tile the move being tried slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the found moves, replayed one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: frames expanded per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: frontier per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer sizes: frames seen at each depth (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a search to see its layers grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames per layer (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-puzzle (HDU 1043)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to 1 2 3 / 4 5 6 / 7 8 x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the goal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsolvable: the tiles have an odd number of inversions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start is the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n moves: %1</source>
        <translation>
            <numerusform>%n move: %1</numerusform>
            <numerusform>%n moves: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EightPlay</name>
    <message numerus="yes">
        <source>Goal reached in %n moves.</source>
        <translation>
            <numerusform>Goal reached in %n move.</numerusform>
            <numerusform>Goal reached in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached in %n moves: the fewest possible.</source>
        <translation>
            <numerusform>Goal reached in %n move: the fewest possible.</numerusform>
            <numerusform>Goal reached in %n moves: the fewest possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached in %n moves; the fewest from the start is %1, %2 fewer.</source>
        <translation>
            <numerusform>Goal reached in %n move; the fewest from the start is %1, %2 fewer.</numerusform>
            <numerusform>Goal reached in %n moves; the fewest from the start is %1, %2 fewer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the fewest moves left…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal cannot be reached: the tiles have an odd number of inversions, and no move changes that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves left from here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>, estimate h %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Exercise</name>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n segments</source>
        <translation>
            <numerusform>%n segment</numerusform>
            <numerusform>%n segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>This board is too large to search by hand: %1 has %2 states here, an exercise at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers this query before its first expansion: there is nothing to do by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a query first: an exercise runs a search of one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exercise cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle offers no exercise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer: a legal move not found yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer: what the search does next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your last proposal, refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picked: click where it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a legal move found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the state %1 takes next: the front of its queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expands %2. Click the state it pushes next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search is over: nothing is left to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not been reached yet: only a state in the queue can be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was already expanded, with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the front of the queue: %2 is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was already reached with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is pushed later: %2 comes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is closed by the rules: %2 cannot be passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one step from %2, the state being expanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 takes %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 pushes %2 with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: %1 takes %2 next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: %1 pushes %2 next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n steps right</source>
        <translation>
            <numerusform>%1 of %n step right</numerusform>
            <numerusform>%1 of %n steps right</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: %1 answers %2. %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No state of %1 stands on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which state on %1? Choose one below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find every legal move of this configuration: click a piece, then where it goes (%1 of %2 found).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is refused: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was found already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: %1 is a legal move not found yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n proposals right</source>
        <translation>
            <numerusform>%1 of %n proposal right</numerusform>
            <numerusform>%1 of %n proposals right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: all %n legal moves found. %1.</source>
        <translation>
            <numerusform>Done: the %n legal move found. %1.</numerusform>
            <numerusform>Done: all %n legal moves found. %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the cell of the state to propose (or go to it with the arrows and press Space); where a cell holds several states, choose one below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a piece, then the square it jumps or slides to (or go to each with the arrows and press Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the search was over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken before it was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded a second time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the front of the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pushed though already reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pushed out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed by the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not one step away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move found already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move the rules refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This start is too far from the goal to search by hand: %1 would take %2 frames from its queue here, an exercise at most %3 frames discovered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>Rows</source>
        <comment>lianliankan/rows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows of each board</source>
        <comment>lianliankan/rows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <comment>lianliankan/cols</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns of each board</source>
        <comment>lianliankan/cols</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries</source>
        <comment>lianliankan/queries</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries per case (the judge takes up to 49)</source>
        <comment>lianliankan/queries</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Density</source>
        <comment>lianliankan/density</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance that a cell holds a tile</source>
        <comment>lianliankan/density</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases</source>
        <comment>lianliankan/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cases in the file</source>
        <comment>lianliankan/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinds of tile</source>
        <comment>lianliankan/tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kinds of tile</source>
        <comment>lianliankan/tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <comment>mahjong/cols</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board width (columns)</source>
        <comment>mahjong/cols</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <comment>mahjong/rows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board height (rows)</source>
        <comment>mahjong/rows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <comment>mahjong/queries</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs per board</source>
        <comment>mahjong/queries</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Density</source>
        <comment>mahjong/density</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of cells holding a card</source>
        <comment>mahjong/density</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards</source>
        <comment>mahjong/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards</source>
        <comment>mahjong/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases</source>
        <comment>solitaire/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cases in the file</source>
        <comment>solitaire/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <comment>huarongdao/rows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows of the board</source>
        <comment>huarongdao/rows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <comment>huarongdao/cols</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns of the board</source>
        <comment>huarongdao/cols</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries</source>
        <comment>huarongdao/queries</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries on the board</source>
        <comment>huarongdao/queries</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Density</source>
        <comment>huarongdao/density</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chance that a cell is movable</source>
        <comment>huarongdao/density</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corridors</source>
        <comment>huarongdao/corridors</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: a maze of one-cell corridors inside a movable border, as the official data&apos;s large tests (density unused); 0: each cell movable by chance</source>
        <comment>huarongdao/corridors</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases</source>
        <comment>eight/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cases in the file</source>
        <comment>eight/cases</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only solvable</source>
        <comment>eight/solvable</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: every start can reach the goal; 0: half of them cannot</source>
        <comment>eight/solvable</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Gradebook</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moodle&apos;s import matches each row to a user by username, ID number or e-mail address: give a roster that names them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moodle&apos;s import matches each row to a user by username, ID number or e-mail address, and the roster gives none of them for every student: %1 has none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Huarongdao</name>
    <message>
        <source>Huarongdao (NOIP 2013)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Board: %1 × %2, %n games</source>
        <translation>
            <numerusform>Board: %1 × %2, %n game</numerusform>
            <numerusform>Board: %1 × %2, %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>blank %1, piece %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank on %1, marked piece on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank alone on %1, not yet beside the marked piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marked piece on %1, blank %2 it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marked piece is already on the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n moves (★ the marked piece): %1</source>
        <translation>
            <numerusform>%n move (★ the marked piece): %1</numerusform>
            <numerusform>%n moves (★ the marked piece): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the marked piece can never reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movable piece, state not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marked piece (black disc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the blank (dashed square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wedge: the piece here, the blank on that side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier: reached, waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded, few moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded, the most moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>being expanded now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number in a wedge: the fewest moves found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marked piece&apos;s way, replayed move by move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>blank %1: %n moves</source>
        <translation>
            <numerusform>blank %1: %n move</numerusform>
            <numerusform>blank %1: %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>movable piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag h N: A*&apos;s estimate, the piece&apos;s moves still needed at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marked piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag h N: the blank walk&apos;s estimate, its moves to a side of the piece at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the state taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves from the target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HuarongdaoPlay</name>
    <message numerus="yes">
        <source>Target reached in %n moves.</source>
        <translation>
            <numerusform>Target reached in %n move.</numerusform>
            <numerusform>Target reached in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Target reached in %n moves: the fewest possible.</source>
        <translation>
            <numerusform>Target reached in %n move: the fewest possible.</numerusform>
            <numerusform>Target reached in %n moves: the fewest possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Target reached in %n moves; the fewest from the start is %1, %2 fewer.</source>
        <translation>
            <numerusform>Target reached in %n move; the fewest from the start is %1, %2 fewer.</numerusform>
            <numerusform>Target reached in %n moves; the fewest from the start is %1, %2 fewer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the fewest moves left…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From here the marked piece cannot reach the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves left from here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>it is not JSON (at byte %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a Frontier journal (its &quot;format&quot; is not &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a journal of another version of Frontier (version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;kind&quot; is neither a judge file nor a lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;%1&quot; is missing or not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;written&quot; is not a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot lock %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a plain file (a link, a device or a pipe), as every journal Frontier writes is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is %1, larger than any journal Frontier writes (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it grew past %1 while it was read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonField</name>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1 characters long; it may be at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a field of the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file (a device, a pipe or a socket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than the %1 MiB such a file may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>Step through search algorithms on judge puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A judge input file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read FILE as this puzzle (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show case K (from 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show query J of the case (from 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run this algorithm (default: the judge&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the cursor at step N of the search, or at its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the window as a PNG picture and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in presentation mode (large fonts, high contrast).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write timeline positions S to E as an animated GIF or an MP4 video (by the suffix) and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The animation&apos;s frames a second (%1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare these searches side by side (two to four, by commas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each beat of the comparison is (--step counts them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask mode: put the first question at or after --step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --ask: pick these cells (row,col by spaces), then reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter edit, play or exercise mode before the screenshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --mode exercise: take the model answer&apos;s first N steps, then show the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a lesson (FILE.frontier-lesson): show its slide N (from 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --export-animation: the narration&apos;s sentence as a caption under each frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the picture at the cursor as PNG or SVG (by the suffix) and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --picture: the whole view (board, legend, counters, pseudo-code, narration) or the board alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The animation&apos;s first position, from 0, or end (default: the replay of the found moves, or 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for the screenshot; with --export-animation the frames&apos; size (by default the board fitted within 1920x1080), with --picture the picture&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The animation&apos;s last position, or end (default: the end of the timeline, but at most %1 frames; a longer search is cut after its last whole layer that fits). An animation has at most %2 frames, and one that would take more than %3 minutes to draw is refused with its estimate; the frames drawn are counted on standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep results under this name; a lesson&apos;s slide that generates a board shows this student&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a lesson, --slide and --student: write that student&apos;s board of the slide as a judge file and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a folder of the class&apos;s results (*.frontier-results), grade each again from its steps, and quit; a file that does not read is named with its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --class-results: write the gradebook as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --csv: the gradebook&apos;s format, Canvas&apos;s or Moodle&apos;s (Moodle&apos;s needs a roster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --class-results: the class&apos;s roster (CSV: name, login, id, email, section), which matches each student to their account in the gradebook (default: FOLDER/roster.csv, if there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --presentation --screenshot and two screens: the stage taken as in class (full screen on the other screen), and the presenter&apos;s console saved as this PNG picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge your program&apos;s answers to FILE (one line a query), mark each query right or wrong, and show the first wrong one (searched to its end).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayerChart</name>
    <message>
        <source>from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the goal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>must be a string or an object with &quot;en&quot; and &quot;zh&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a language of the lesson (en, zh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs exactly one of &quot;judge_text&quot; and &quot;file&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge text is not a %1 file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object of rules, such as {&quot;outside&quot;: 1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no rules to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a rule of %1 (its rules: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of one search, or two to %1 to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no search &quot;%2&quot; (its searches: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object with &quot;step&quot; (and &quot;fine&quot;, &quot;note&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;step&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;puzzle&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a puzzle (the puzzles: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge file holds no cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge file holds no cases: a slide shows a search of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>case %1 of the judge file asks nothing: a slide shows a search of a query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;algorithms&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a step number or &quot;end&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;layer&quot; or &quot;pop&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes with one search, not a comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;: this is not a Frontier lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of one slide or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds a NUL character, which no file name has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes without &quot;ask&quot;: the class does the search itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of two to four choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must count the hands of each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date and time, as 2026-12-06T09:30:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a parameter of the puzzle&apos;s generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must name two searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs exactly one of &quot;judge_text&quot;, &quot;file&quot; and &quot;generate&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes with &quot;exercise&quot;: it limits the tries on each step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a step number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lianliankan</name>
    <message>
        <source>Lianliankan (HDU 1175)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Case %1: %2 × %3 board, %n queries</source>
        <translation>
            <numerusform>Case %1: %2 × %3 board, %n query</numerusform>
            <numerusform>Case %1: %2 × %3 board, %n queries</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tile %2 with %3 tile %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 as the middle segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 as the middle segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 heading %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turns: %1</source>
        <translation>
            <numerusform>%n turn: %1</numerusform>
            <numerusform>%n turns: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no line of at most %n turns</source>
        <translation>
            <numerusform>no line of at most %n turn</numerusform>
            <numerusform>no line of at most %n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>tile (its number when cells are large)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two clicked tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank, not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier: reached, waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded with 0 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded with the most turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small italic number: the fewest turns found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>being expanded now (the arrow: its heading)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the linking line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the board (open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the board (closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaded: the row or column being tried as the middle segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dashed: the three segments of the line tried through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the board (closed, never tried)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate lines tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate lines left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate lines in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a click is off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both clicks are the same cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a clicked cell is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two tiles differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded nearest the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded farthest from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small italic number: steps from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small italic number: the turns it counted (it misses some)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shortest line it judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbered disc: a turn past the two allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>its shortest line turns %n times: %1</source>
        <translation>
            <numerusform>its shortest line turns %n time: %1</numerusform>
            <numerusform>its shortest line turns %n times: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LianliankanPlay</name>
    <message>
        <source>Pairs taken: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pair is left that links: the board was not cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click two equal tiles that link; H shows a pair.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mahjong</name>
    <message>
        <source>Mahjong (POJ 1101 The Game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Board %1: %2 wide, %3 high, %n pairs</source>
        <translation>
            <numerusform>Board %1: %2 wide, %3 high, %n pair</numerusform>
            <numerusform>Board %1: %2 wide, %3 high, %n pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heading up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heading right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heading down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heading left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n segments: %1</source>
        <translation>
            <numerusform>%n segment: %1</numerusform>
            <numerusform>%n segments: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the two ends are the same card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no path joins the two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two cards of the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank, not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the board: paths may run here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the board: closed by the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier: reached, waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded with the most segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small italic number: the fewest segments found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>being expanded now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path, its segments numbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded with the fewest segments (the start: 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded (cell, heading) states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting (cell, heading) states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most waiting at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag h N: A*&apos;s estimate, the segments still needed at least</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MahjongPlay</name>
    <message>
        <source>Pairs taken: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pair of cards is left that a path joins: the board was not cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click two cards that a path joins; H shows a pair.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;nels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;pen As</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveChoice</name>
    <message>
        <source>%1 jumps to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the tiles before each cell of every row and every column, once for the whole board.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the candidate middle lines: every column, the two clicks&apos; own first, then every row.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try {subject}.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No middle line gives a clear path: the answer is NO.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the first click: one state for each of the four headings, all with 0 turns, in layer 0.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the layer of its turns, reached with {subject_cost}.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} has since been reached with fewer turns, skip it: that straighter line is explored instead.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is the target, the answer is YES with {cost}.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is open and no line reached it with {cost} or fewer, it joins this same layer.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {cost}, {current} may still turn: try the two headings at right angles.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to {subject}: it joins the next layer unless a line reached it with as few turns.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No line of at most two turns reaches the target: the answer is NO.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push the first click with each of the four headings, all with 0 turns.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the stack holds a state, the line goes on from the newest one.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pop {subject}, reached with {subject_cost}; skip it if it has since been pushed with fewer turns.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} has used both turns and the target is not straight ahead: prune this branch.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is the target, the answer is YES with {cost}.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {cost}, {current} may still turn: try the two headings at right angles.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to {subject}: push it with one turn more than {cost}, unless it was pushed with as few turns.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is open and was never pushed with {cost} or fewer, push it: it is explored next.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stack is empty and no line of at most two turns reached the target: the answer is NO.</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember the first click, count no turns yet, and walk on from it.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk on from {subject}.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two turns are counted and {subject} is in neither the target&apos;s row nor its column: go back.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the next neighbour of the cell the walk stands on.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip that neighbour if it is off the board, already on the line, or a tile other than the target.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} differs from the remembered cell in row and in column: this looks like a turn.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count a turn at {subject} and remember it; a turn that keeps the remembered cell&apos;s row or column goes uncounted.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the target, the answer is YES.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back from {subject}: it leaves the line, and the remembered cell and the count are as they were.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every walk has been tried without reaching the target: the answer is NO.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the first click length 0 and put it in the queue.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a cell, take the oldest.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the queue, {subject_cost} from the first click.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the next neighbour of {current}.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that neighbour is the target, follow the parents back: that is a shortest line.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the turns of that shortest line: at most two gives YES, more gives NO, though a longer line might turn less.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that neighbour is open and never reached, it gets length one more than {cost} and joins the queue.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is NO.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the first card layer 0 and expand it.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the target is right beside the first card, the answer is 1.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If no run beside the first card shares a region with a run beside the target, no path can join them: the answer is 0.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run {subject}, beside the first card, gets layer 1 and joins the queue.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the run {subject} ends beside the target or holds it, the answer is 1.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a run, take the oldest: the queue empties only after the target&apos;s run is found.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the run {subject} from the queue, reached with {subject_cost}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try each cell of the run {current}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run across {current} through that cell is {subject}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run {subject} is unseen: it gets one segment more than {cost} and joins the queue.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the run {subject} ends beside the target or holds it, the answer is {subject_cost}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the first card in each of the four directions, each with 1 segment, at the back of the deque.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the deque holds a state, take the one at its front.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the front, reached with {subject_cost}; one already expanded is skipped.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} stands on the target, the answer is {subject_cost}.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}: going straight on costs nothing.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is the cell ahead of {current} open, and is {cost} cheaper than its best so far?</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go straight on to {subject} with the same {cost}, at the front of the deque.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try turning {current} to the left or to the right: a new segment costs 1.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would turning to {subject}, one segment more than {cost}, beat its best so far?</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to {subject}, one segment more than {cost}, at the back of the deque.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deque is empty and the target was never reached: no path, the answer is 0.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the first card layer 0 and put it in the queue.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a cell, take the oldest.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the queue, reached with {subject_cost}.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From {current}, walk in the next direction.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is the next cell open and not yet seen with {cost} or fewer? Then the straight walk goes on.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is new: it gets one segment more than {cost} and joins the queue.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the target, the answer is {subject_cost}.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step on along the straight line.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: no path, the answer is 0.</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the first card in each of the four directions, each with 1 segment, ordered by 1 plus its estimate.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a state, take the one of least segments plus estimate.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject}, reached with {subject_cost}, of least segments plus estimate; one already expanded is skipped.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} stands on the target, the answer is {subject_cost}.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}: going straight on costs nothing.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is the cell ahead of {current} open, and is {cost} cheaper than its best so far?</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go straight on to {subject} with the same {cost}, ordered by that plus its estimate.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try turning {current} to the left or to the right: a new segment costs 1.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would turning to {subject}, one segment more than {cost}, beat its best so far?</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to {subject}, one segment more than {cost}, ordered by that plus its estimate.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: no path, the answer is 0.</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen at depth 0: the forward frontier holds it alone.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen at depth 0: the backward frontier holds it alone.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the start is the goal, the answer is YES in 0 moves.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin the next layer, up to K moves in all.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd layers grow the search from the start, even ones the search from the goal.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from its side&apos;s frontier, {subject_cost} from its end.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the move of {current} that gives {subject}: a step or a jump of one piece.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was seen on this side already, skip it.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen on this side, one move more than {cost}, with {current} as its parent.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was seen by the other side too, the two searches meet: the answer is YES.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {subject} to this side&apos;s next frontier.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next frontier becomes this side&apos;s frontier.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If this side&apos;s frontier is empty, it has seen all it can reach: the answer is NO.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal is more than K moves away: the answer is NO.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen at depth 0 and put it in the queue.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the start is the goal, the answer is YES in 0 moves.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a configuration, look at its front.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject}, at the front of the queue, is already K moves from the start, the answer is NO.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the front of the queue, {subject_cost} from the start.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the move of {current} that gives {subject}: a step or a jump of one piece.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was seen before, skip it.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen, one move more than {cost}, with {current} as its parent.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is YES: the parents lead back to the start.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {subject} at the back of the queue.</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the start is the goal, the answer is YES in 0 moves.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow one move more and search again from the start.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every depth: {subject} starts again at depth 0.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search depth-first from {subject}: if it finds the goal within the limit, the answer is YES.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No search within K moves found the goal: the answer is NO.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand {subject}, {subject_cost} deep; it is expanded again in every deepening that reaches it.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the move of {current} that gives {subject}: a step or a jump of one piece.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was reached in this deepening as shallow or shallower, skip it.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is one move deeper than {current}, which becomes its parent.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the goal, the search has found it.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the limit allows one move more, search on from {subject}.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move of {subject} leads to the goal within the limit: go back.</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First walk the blank alone from {subject}, by A* towards the marked piece.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject}, of least moves plus distance to the marked piece, reached with {subject_cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that cell is movable, not the marked piece and nearer this way, the blank reaches {subject} in one move more than {cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now search back from the target: the marked piece on it, the blank on each side, at distance 0.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest to the target.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject}, the state of least distance from the target: {subject_cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject_cost} plus the blank&apos;s least walk to a side not met yet cannot beat the best, the answer is the best.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked piece in {subject} stands where it starts, the blank&apos;s walk to that side plus {subject_cost} may be the best.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and goes in the queue.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search is over: the answer is the best found, or -1 if none was.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from {subject}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {subject} a distance of 0 and put it in the queue.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject}, the state of least distance: {subject_cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} has the marked piece on the target, the answer is {subject_cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that cell is movable and not the marked piece, the blank steps on: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and goes in the queue.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is -1.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from {subject}.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {subject} a distance of 0 and put it in the queue.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject}, the oldest in the queue, at {subject_cost}; it comes back if its distance drops later.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is no longer in the queue.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that cell is movable and not the marked piece, the blank steps on: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and joins the queue unless it is queued already.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty: the answer is the least distance with the marked piece on the target, from any side, or -1.</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {subject} in the queue as layer 0.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a position, take the oldest.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the queue, {subject_cost} from the start.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked piece in {subject} is on the target, the answer is {subject_cost}.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that cell is movable, the blank moves onto it: {subject}.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is new: one move more than {cost}, with {current} as its parent, into the queue.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is -1.</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from {subject}.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {subject} a distance of 0 and put it in the queue by its estimate, the marked piece&apos;s Manhattan distance to the target.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject}, the state of least distance plus estimate, reached with {subject_cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} has the marked piece on the target, the answer is {subject_cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that cell is movable and not the marked piece, the blank steps on: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and goes in the queue by its moves plus estimate.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is -1.</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} joins the frontier with {subject_cost}.</source>
        <comment>any search</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cheaper way to {subject} is found: now {subject_cost}.</source>
        <comment>any search</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion {step}: {subject} leaves the frontier, reached with {subject_cost}.</source>
        <comment>any search</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n segment</numerusform>
            <numerusform>%n segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw the path with {subject}: from the first click to that line, along it, and on to the second click.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {subject}: if the first segment meets a tile, try the next line.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {subject}: if that segment meets a tile, try the next line.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {subject}: if the last segment meets a tile, try the next line.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {subject}, every segment is clear: the answer is YES with this path.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the sides of the marked piece that the blank can reach without passing it and from which the marked piece can reach the target.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If no side is kept, the answer is -1, and nothing needs searching.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While a kept side of the marked piece is not reached, take the best cell of the blank&apos;s queue.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the goal {subject} seen at 0 moves and put it in the queue.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the start is the goal, no move is needed.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a frame, look at its front.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the front of the queue, {subject_cost} from the goal.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was seen before, skip it.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen, one move further from the goal than {current}, which is its way toward the goal.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the start, the answer is found: follow the way toward the goal.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {subject} at the back of the queue.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the start {subject} seen at 0 moves and put it in the queue.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the start is the goal, no move is needed.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the queue holds a frame, look at its front.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the front of the queue, {subject_cost} from the start.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was seen before, skip it.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen, one move more than {current}, which becomes its parent.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found: the parents lead back to the start.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {subject} at the back of the queue.</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the start {subject} seen at 0 moves: the forward frontier holds it alone.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the goal {subject} seen at 0 moves: the backward frontier holds it alone.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the start is the goal, no move is needed.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin the next layer.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd layers grow the search from the start, even ones the search from the goal.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from its side&apos;s frontier, {subject_cost} from its end.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was seen on this side already, skip it.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {subject} seen on this side, one move more than {current}, which becomes its parent.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was seen by the other side too, the two searches meet: the answer is found.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {subject} to this side&apos;s next frontier.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next frontier becomes this side&apos;s frontier.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start {subject} is 0 moves from the start; it opens the search.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While a frame is open, take the most promising.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the open set: {subject_cost} made, and the least moves made plus bound.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was already closed, this is a costlier copy of it: skip it.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found: the parents lead back to the start.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close {subject}: its fewest moves are known.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is closed, or was reached in as few moves already, skip it.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is reached in one move more than {current}, its parent: push it with its moves plus its bound.</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start {subject} is 0 moves from the start; it opens the search.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While a frame is open, take the most promising.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {subject} from the open set: {subject_cost} made, and the least moves made plus bound.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} was already closed, this is a costlier copy of it: skip it.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found: the parents lead back to the start.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close {subject}: its fewest moves are known.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is closed, or was reached in as few moves already, skip it.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{subject} is reached in one move more than {current}, its parent: push it with its moves plus its bound.</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first limit is the start {subject}&apos;s bound: no way can be shorter.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search again from the start under the limit.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search depth-first from {subject}: if it finds the goal under the limit, the answer is the path on the stack.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way fits the limit: raise it to the least moves plus bound that passed it.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand {subject}, {subject_cost} from the start; it is expanded again in every round that reaches it.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the moves made to {subject} plus its bound pass the limit, turn back here.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}, never straight back.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search on from {subject}, one move deeper.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way from {subject} fits the limit: go back.</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stage is over: the states still waiting are set aside, and the next stage fills a container of its own.</source>
        <comment>any search</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenDialogs</name>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a %2 file.

%3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a judge file of any puzzle Frontier knows.

Read as %2, it fails here:
%3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which puzzle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads as more than one puzzle. Which one is it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stopped at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

Tried, the furthest first: %1. File &gt; Open As reads it as the puzzle you choose.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases and queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <source>picked: click where it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: a move the rules allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line that took the last pair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count the tiles before each cell of every row and every column (once per board)</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>candidates := every column (the two clicks&apos; own columns first), then every row</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each candidate middle line L:</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path := start, along the start&apos;s row (column) to L, along L, along the end&apos;s row (column) to the end</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the first segment meets a tile: try the next line</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the middle segment meets a tile: try the next line</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the last segment meets a tile: try the next line</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer YES with this path</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/middle-segment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each direction d: add (start, d) to layer 0</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for t = 0, 1, 2: for each (cell, d) in layer t, in order (the layer grows meanwhile):</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip (cell, d) if it has since been reached with fewer turns</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ahead := the next cell in direction d</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if ahead is the target: answer YES with t turns</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if ahead is open and (ahead, d) was never reached with t turns or fewer: add it to layer t</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if t &lt; 2: for each direction d&apos; at right angles to d:</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if (cell, d&apos;) was never reached with t + 1 turns or fewer: add it to layer t + 1</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each direction d: push (start, d) with 0 turns</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the stack is not empty:</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pop (cell, d) with t turns; skip it if it has since been pushed with fewer turns</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if t = 2 and the target is not straight ahead along d: prune this branch</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ahead := the next cell in direction d</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if ahead is the target: answer YES with t turns</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if t &lt; 2: for each direction d&apos; at right angles to d:</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if (cell, d&apos;) was never pushed with t + 1 turns or fewer: push it with t + 1 turns</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if ahead is open and (ahead, d) was never pushed with t turns or fewer: push it (explored next)</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/dfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer[start] &lt;- 0; expand start:</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if target is beside start: return 1</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if no run beside start is in the region of a run beside the target: return 0   (no path)</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each run beside start, along the line from start: layer[run] &lt;- 1; enqueue run</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the run ends beside the target or holds it: return 1</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty   (it empties only after the target&apos;s run is found):</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run &lt;- dequeue</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each cell of run:</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cross &lt;- the run through cell across run</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if cross is unseen: layer[cross] &lt;- layer[run] + 1; parent[cross] &lt;- run; enqueue cross</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if cross ends beside the target or holds it: return layer[cross]</source>
        <comment>mahjong/run-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each direction d: cost[start, d] &lt;- 1; push (start, d) at the back</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the deque is not empty:</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pop (cell, d) from the front, skipping states already expanded</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if cell = target: return cost[cell, d]</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ahead &lt;- the neighbour of cell in direction d   (going straight costs 0)</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if ahead is open (a blank, the ring, or the target) and cost[cell, d] &lt; cost[ahead, d]:</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost[ahead, d] &lt;- cost[cell, d]; parent &lt;- (cell, d); push (ahead, d) at the front</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each turn d&apos; to the left or right of d   (a new segment costs 1):</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if cost[cell, d] + 1 &lt; cost[cell, d&apos;]:</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost[cell, d&apos;] &lt;- cost[cell, d] + 1; parent &lt;- (cell, d); push (cell, d&apos;) at the back</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return 0   (no path)</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer[start] &lt;- 0; enqueue start</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell &lt;- dequeue</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each direction d: next &lt;- the neighbour of cell in direction d</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while next is open (a blank, the ring, or the target) and not seen in layer &lt;= layer[cell]:</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if next is unseen: layer[next] &lt;- layer[cell] + 1; parent[next] &lt;- cell; enqueue next</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if next = target: return layer[next]</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next &lt;- the neighbour of next in direction d</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return 0   (no path)</source>
        <comment>mahjong/line-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark start seen forward at depth 0; forward frontier &lt;- [start]</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark goal seen backward at depth 0; backward frontier &lt;- [goal]</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = goal: answer YES in 0 moves</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for layer &lt;- 1 to K:</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side &lt;- forward when layer is odd, else backward</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each c in the frontier of side:</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each legal move of c (a step or a jump of one piece) to n:</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was seen on side: skip it</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark n seen on side at depth(c) + 1, parent(n) &lt;- c</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was seen on the other side: answer YES in depth_forward(n) + depth_backward(n) moves</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add n to the next frontier of side</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier of side &lt;- next frontier</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the frontier of side is empty: answer NO (side has seen all it can reach)</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer NO (the goal is more than K moves away)</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark start seen at depth 0; queue &lt;- [start]</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = goal: answer YES in 0 moves</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the front of the queue is at depth K: answer NO</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c &lt;- pop the front of the queue</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each legal move of c (a step or a jump of one piece) to n:</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was seen: skip it</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark n seen at depth(c) + 1, parent(n) &lt;- c</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n = goal: answer YES in depth(n) moves (parents lead back)</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push n to the back of the queue</source>
        <comment>solitaire/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start &lt;- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dist[start] &lt;- 0; push start</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>u &lt;- pop the state of least dist (skip one popped before)</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if u is (target, any side): return dist[u] and its moves</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if u is the blank alone on b: for each neighbour c of b:</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if c is movable and not the piece: relax(the blank on c, dist[u] + 1)</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>else u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; push v</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return -1</source>
        <comment>huarongdao/dijkstra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start &lt;- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dist[start] &lt;- 0; enqueue start</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>u &lt;- dequeue the oldest state (it comes back if dist[u] drops later)</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued[u] &lt;- false</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if u is the blank alone on b: for each neighbour c of b:</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if c is movable and not the piece: relax(the blank on c, dist[u] + 1)</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>else u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; if not queued[v]: enqueue v</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return the least dist[(target, side)] over the four sides, or -1</source>
        <comment>huarongdao/spfa</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push (blank, piece) as layer 0</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>u = (blank b, piece p) &lt;- pop the oldest</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if p is the target: return layer(u) and its moves</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each neighbour c of b:</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if c is movable: v &lt;- (c, p), or (c, b) when c = p: the piece on c slides into the blank</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if v is new: layer(v) &lt;- layer(u) + 1; parent(v) &lt;- u; push v</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return -1</source>
        <comment>huarongdao/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank[the blank&apos;s cell] &lt;- 0; push it   -- A*, the blank alone, h(c) = |c - piece| - 1</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each neighbour c of b:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if c is movable, not the piece and blank[b] + 1 &lt; blank[c]: blank[c] &lt;- blank[b] + 1; push c</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each side s of the target: dist[(target, s)] &lt;- 0; push it   -- the search from the target</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if dist[u] + the least blank[d] of a side d not met yet &gt;= best: return best and its moves</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if u is (piece, d): best &lt;- min(best, blank[d] + dist[u])</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; push v</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return best, or -1 if it is still inf</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remembered &lt;- start; counted &lt;- 0; walk on from start   (each cell at most once on the line)</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walk on from cell:</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if counted = 2 and cell is in neither the target&apos;s row nor its column: go back</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each direction d (right, down, left, up): next &lt;- the neighbour of cell in direction d</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip next if it is off the board, already on the line, or a tile other than the target</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if next differs from remembered in row and in column: a turn   (skip next if counted = 2)</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted &lt;- counted + 1; remembered &lt;- next   (a turn that keeps remembered&apos;s row or column is missed)</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if next is the target: answer YES</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walk on from next</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go back: cell leaves the line; remembered and counted are as they were before it</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length[start] &lt;- 0; enqueue start</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell &lt;- dequeue</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each direction d: next &lt;- the neighbour of cell in direction d</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if next is the target: line &lt;- the way back through the parents   (a shortest line)</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer YES if line turns at most twice, else NO   (a longer line may turn less)</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if next is open and never reached: length[next] &lt;- length[cell] + 1; parent[next] &lt;- cell; enqueue next</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each direction d: cost[start, d] &lt;- 1; push (start, d) at f = 1 + h(start, d)</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pop (cell, d) of least f = cost + h, skipping states already expanded</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if cell = target: return cost[cell, d]</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ahead &lt;- the neighbour of cell in direction d   (going straight costs 0)</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if ahead is open (a blank, the ring, or the target) and cost[cell, d] &lt; cost[ahead, d]:</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost[ahead, d] &lt;- cost[cell, d]; parent &lt;- (cell, d); push (ahead, d) at f = cost + h</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each turn d&apos; to the left or right of d   (a new segment costs 1):</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if cost[cell, d] + 1 &lt; cost[cell, d&apos;]:</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost[cell, d&apos;] &lt;- cost[cell, d] + 1; parent &lt;- (cell, d); push (cell, d&apos;) at f = cost + h</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return 0   (no path)   -- h: 0 if the target is straight ahead, 1 if ahead or across, else 2</source>
        <comment>mahjong/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = goal: answer YES in 0 moves</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for L &lt;- 1, 2, ..., K:   (each deepening starts again from the start)</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forget every depth; depth[start] &lt;- 0</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if dfs(start, 0) finds the goal: answer YES in L moves (the path on the stack)</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dfs(c, d):   (c is expanded again in every deepening that reaches it)</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each legal move of c (a step or a jump of one piece) to n:</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was reached in this deepening at depth &lt;= d + 1: skip it</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth[n] &lt;- d + 1, parent(n) &lt;- c</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n = goal: return found</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if d + 1 &lt; L and dfs(n, d + 1) finds the goal: return found</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return not found</source>
        <comment>solitaire/iddfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start &lt;- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dist[start] &lt;- 0; push start at f = h(start)   -- h: the piece&apos;s Manhattan distance to the target</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>u &lt;- pop the state of least f = dist + h (skip one popped before)</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if u is (target, any side): return dist[u] and its moves</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if u is the blank alone on b: for each neighbour c of b:</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if c is movable and not the piece: relax(the blank on c, dist[u] + 1)</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>else u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; push v at f = d + h(v)</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return -1</source>
        <comment>huarongdao/astar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sides &lt;- the sides d of the piece the blank reaches without passing it, where (piece, d) can reach the target</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if sides is empty: return -1   -- both read off the board&apos;s cut cells and the piece graph&apos;s parts</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while a side in sides is not popped:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark goal seen at 0 moves; queue &lt;- [goal]</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = goal: answer no move</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f &lt;- pop the front of the queue</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was seen: skip it</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark n seen at moves(f) + 1, toward_goal(n) &lt;- f</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n = start: answer the moves from start along toward_goal</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push n to the back of the queue</source>
        <comment>eight/bfs-from-goal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark start seen at 0 moves; queue &lt;- [start]</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = goal: answer no move</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f &lt;- pop the front of the queue</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was seen: skip it</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark n seen at moves(f) + 1, parent(n) &lt;- f</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n = goal: answer the moves along the parents from start</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push n to the back of the queue</source>
        <comment>eight/bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark start seen forward at 0 moves; forward frontier &lt;- [start]</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark goal seen backward at 0 moves; backward frontier &lt;- [goal]</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if start = goal: answer no move</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for layer &lt;- 1, 2, ...:</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side &lt;- forward when layer is odd, else backward</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each f in the frontier of side:</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was seen on side: skip it</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark n seen on side at moves(f) + 1, parent(n) &lt;- f</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n was seen on the other side: answer the way start .. n .. goal</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add n to the next frontier of side</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier of side &lt;- next frontier</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g(start) &lt;- 0; open &lt;- {start}, ordered by g + h</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while open is not empty:</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f &lt;- take the frame of least g + h from open (the first pushed among ties)</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if f is closed: skip it (a costlier copy)</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if f = goal: answer the moves along the parents</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close f</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n is closed or g(f) + 1 &gt;= g(n): skip it</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g(n) &lt;- g(f) + 1, parent(n) &lt;- f; push n to open with g(n) + h(n)</source>
        <comment>eight/astar-manhattan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g(start) &lt;- 0; open &lt;- {start}, ordered by g + h</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while open is not empty:</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f &lt;- take the frame of least g + h from open (the first pushed among ties)</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if f is closed: skip it (a costlier copy)</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if f = goal: answer the moves along the parents</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close f</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if n is closed or g(f) + 1 &gt;= g(n): skip it</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g(n) &lt;- g(f) + 1, parent(n) &lt;- f; push n to open with g(n) + h(n)</source>
        <comment>eight/astar-misplaced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit &lt;- h(start)</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop:</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if dfs(start, 0) finds the goal: answer the moves on the stack</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit &lt;- the least g + h that passed the limit</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dfs(f, g):   (f is expanded again in every round that reaches it)</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if g + h(f) &gt; limit: note g + h(f); return not found</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if f = goal: return found</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) but back to its parent:</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if dfs(n, g + 1) finds the goal: return found</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return not found</source>
        <comment>eight/ida-star</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b &lt;- pop the cell of least blank[b] + h(b), the last pushed among ties (skip one popped before)</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>u &lt;- pop the state of least dist, the first pushed among ties (skip one popped before)</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>there is not enough memory to read this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is not enough memory to record this search.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Regrade</name>
    <message>
        <source>the puzzle %1 is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its generator&apos;s parameter %1 is unknown or out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its generated board is larger than a class&apos;s exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its board does not read: %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its board cannot be made again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its board has no case %1 query %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a search of the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no exercise on its board: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be graded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says %1 right; its steps give %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says %1 tried; its steps give %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 says wrong; core judges it right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 says right; core judges it wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 says it was not shown first; it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 says it was shown first; it was not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 proposes nothing this exercise can take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 is not a step of an exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says finished; its steps do not finish the exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says unfinished; its steps finish the exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new cells of a layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next state taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how the frontier grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 is not a step of ask mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 answers a question never asked there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be graded: %1 does not finish its search of this board within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was not graded: the grading was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsFile</name>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1 entries; it may hold at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a cell, [row, column]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an action of a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a proposal needs &quot;right&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a question of ask mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an answer needs &quot;right&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;fewer&quot;, &quot;about_the_same&quot; or &quot;more&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs exactly one of &quot;seed&quot; (with &quot;parameters&quot;) and &quot;judge_text&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^64-1, written as a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;exercise&quot;, &quot;ask&quot; or &quot;play&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date and time, as 2026-12-06T09:30:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A student&apos;s results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;: these are not a student&apos;s results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must name the student</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>two students on the roster are named %1 (lines %2 and %3): give the login instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no login or name on the roster is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the roster is empty: it needs a header naming its columns (name, login, id, email, section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a second column of the same thing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header names no column of names or logins: name it &quot;name&quot; or &quot;login&quot; (also read: id, email, section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roster holds at most %1 students</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more fields than the header has columns (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a student needs a name or a login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the login %1 is on line %2 already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than the %1 MiB a roster may be</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>the line may run around the board, as in the real game (the judge forbids it)</source>
        <comment>lianliankan/outside</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paths may not leave the board (the judge lets them)</source>
        <comment>mahjong/closed-ring</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most moves the goal may be from the start (the judge&apos;s K)</source>
        <comment>solitaire/max-moves</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Around the board</source>
        <comment>lianliankan/outside</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed ring</source>
        <comment>mahjong/closed-ring</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most moves</source>
        <comment>solitaire/max-moves</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesInForce</name>
    <message>
        <source>%1 (the judge&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the judge&apos;s: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlideTitle</name>
    <message>
        <source>Exercise: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, case %2, query %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Solitaire</name>
    <message>
        <source>%1 jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solitaire (HDU 1401)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the goal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start is the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n moves: %1</source>
        <translation>
            <numerusform>%n move: %1</numerusform>
            <numerusform>%n moves: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the goal is more than %n moves away</source>
        <translation>
            <numerusform>the goal is more than %n move away</numerusform>
            <numerusform>the goal is more than %n moves away</numerusform>
        </translation>
    </message>
    <message>
        <source>a square of the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start, before the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the configuration being expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dashed: the move being tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the found sequence, replayed move by move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: configurations expanded per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: frontier per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer sizes: configurations seen at each depth (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a square of the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configurations per layer (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a search to see its layers grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolitairePlay</name>
    <message>
        <source>Goal reached in %1 of %2 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves used: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking whether the goal is still in reach…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The goal can still be reached in the %n moves left.</source>
        <translation>
            <numerusform>The goal can still be reached in the %n move left.</numerusform>
            <numerusform>The goal can still be reached in the %n moves left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached in the %n moves left.</source>
        <translation>
            <numerusform>The goal cannot be reached in the %n move left.</numerusform>
            <numerusform>The goal cannot be reached in the %n moves left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudentBoard</name>
    <message>
        <source>%1 is %2, fewer than %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, more than %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no case %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>case %1 has no query %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer is %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no line is found, so it has no turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 agree (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generator refuses the parameters: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of %1 generated boards meets the requirements (the last: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not finish its search within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no board of %1 generated in %2 s meets the requirements (the last: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cancelled after %n board(s) tried</source>
        <translation>
            <numerusform>cancelled after %n board tried</numerusform>
            <numerusform>cancelled after %n boards tried</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingPicture</name>
    <message>
        <source>Pseudo-code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n new cell(s)</source>
        <translation>
            <numerusform>%n new cell</numerusform>
            <numerusform>%n new cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s)</source>
        <translation>
            <numerusform>%n legal move</numerusform>
            <numerusform>%n legal moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>its name is not UTF-8 and Frontier cannot write it under that name: choose another</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — %2 — Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, slide %2 of %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From &amp;step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames a &amp;second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIF animations (*.gif);;MP4 videos (*.mp4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s name must end in .gif or .mp4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first step is after the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n frames, %1 seconds, as %2</source>
        <translation>
            <numerusform>%n frame, %1 seconds, as %2</numerusform>
            <numerusform>%n frames, %1 seconds, as %2</numerusform>
        </translation>
    </message>
    <message>
        <source>at %1×%2: an MP4&apos;s sides are even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Narration as a caption under each frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A caption needs frames of at least %1×%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frames are more than the %2 an animation may have: choose a shorter range.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::AnimationJob</name>
    <message>
        <source>Exporting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::AnswerBanner</name>
    <message>
        <source>Judge&apos;s answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson&apos;s answer: %1, wrong on purpose; the judge&apos;s: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing&lt;/b&gt; — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Exercise&lt;/b&gt; — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercise — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(an empty line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer of yours: your file ends before line %1 — the judge&apos;s: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: %1 — the judge takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: %1 — refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: %1 — the judge&apos;s: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer of yours: your file ends before line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::AskMode</name>
    <message>
        <source>Answer the question first: Return reveals it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask mode: playback stops before each question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed. Space plays on to the next question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return reveals the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching first: the questions come when the search has run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands up: A, B, C or D?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class voted with no one choice ahead. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The class voted %1 (%n hand(s)). %2</source>
        <translation>
            <numerusform>The class voted %1 (%n hand). %2</numerusform>
            <numerusform>The class voted %1 (%n hands). %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands up: A or B?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands up: A, B or C?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::AskPanel</name>
    <message>
        <source>Play the search (Space): it stops before each question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space plays on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not legal, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask at every layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask at every pop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal (Return)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::BoardView</name>
    <message>
        <source>Open a judge input file (File ▸ Open), drop one here, or pick one from File ▸ Examples.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::BookmarkNoteDialog</name>
    <message>
        <source>Bookmark at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note: what to say here, shown when playback arrives at the bookmark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note in &amp;English:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note in &amp;Chinese (中文):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A question the student answers in words when the lesson&apos;s slide first reaches the bookmark (presenting, it is said to the class instead):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Question in English:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question in C&amp;hinese (中文):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::CasesModel</name>
    <message>
        <source>Query %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases and queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n wrong</source>
        <translation>
            <numerusform>%1 — %n wrong</numerusform>
            <numerusform>%1 — %n wrong</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — wrong: yours %2, the judge&apos;s %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::CasesPanel</name>
    <message numerus="yes">
        <source>Your answers (%1): all %n right.</source>
        <translation>
            <numerusform>Your answer (%1): right.</numerusform>
            <numerusform>Your answers (%1): all %n right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your answers (%1): %2 of %n wrong; F8 goes to the next, Shift+F8 to the one before.</source>
        <translation>
            <numerusform>Your answers (%1): %2 of %n wrong; F8 goes to the next, Shift+F8 to the one before.</numerusform>
            <numerusform>Your answers (%1): %2 of %n wrong; F8 goes to the next, Shift+F8 to the one before.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your file ends before the last %n queries.</source>
        <translation>
            <numerusform>Your file ends before the last query.</numerusform>
            <numerusform>Your file ends before the last %n queries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) too many, after the last query&apos;s answer.</source>
        <translation>
            <numerusform>%n line too many, after the last query&apos;s answer.</numerusform>
            <numerusform>%n lines too many, after the last query&apos;s answer.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are exactly the answers of the lesson %1 (%2): choose it in the Algorithm box to watch where it goes wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are exactly the judge&apos;s answers with the rule “%1” %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::ClassView</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Class Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes by pseudo-code line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the class wrote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Where the Class Went Wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out, as they do not read:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1, %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>line %1: %2 — %n mistake(s)</source>
        <translation>
            <numerusform>line %1: %2 — %n mistake</numerusform>
            <numerusform>line %1: %2 — %n mistakes</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes counted on a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores: a row a student, a column a slide or query, then the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board: a student&apos;s own, or the one the class shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where they went wrong on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes by kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes by layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By pseudo-code line (the class):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By kind (the class):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By layer (the class):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class&apos;s roster (CSV: name, login, id, email, section), which matches each student to their account in the gradebook; remembered for this folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradebook format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moodle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gradebook:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The points of every slide scored, %1 each: the share of its steps right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not on the roster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster: %1 (line %2), login %3, ID %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n attempts</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message>
        <source>EDITED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, total: %2 of %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster does not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on the roster, so not in the CSV: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the roster, with no results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited by hand, not believed (each is graded from its steps):
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside, as they are another lesson&apos;s:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole class (one board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n mistake(s)</source>
        <translation>
            <numerusform>%1 — %n mistake</numerusform>
            <numerusform>%1 — %n mistakes</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layer to count by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mistakes on this board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes by cell on the board of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is written. Not on the roster, so not in it: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One name in several files:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::ClassWork</name>
    <message>
        <source>hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your results could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, as your teacher knows it. Your results are kept under it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export My Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontier results (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your results are in %1: hand this file in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Class Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Return sends the answer; Tab goes on to the buttons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the class&apos;s results was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grading Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the class&apos;s results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grading the class&apos;s answers again: %1 of %2 activities</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::Commands</name>
    <message>
        <source>%1 — not now: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not now: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::CompareMode</name>
    <message>
        <source>%1 — case %2, query %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::CompareWindow</name>
    <message>
        <source>Compare Searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Searches — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one expansion a beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one layer a beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What every lane does at each beat: expand one state, or finish one layer (cost level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One beat back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One beat forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to the lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States discovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: a lane of %1 would need about %2 MiB, and with the other lanes (%3 MiB) that is more than the %4 MiB the lanes may use on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: a comparison holds at most %1 lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: a comparison needs at least %1 lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every lane has searched: play, or step with ← and →.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (wrong on purpose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>differs: the judge says %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n beats a second</source>
        <translation>
            <numerusform>%n beat a second</numerusform>
            <numerusform>%n beats a second</numerusform>
        </translation>
    </message>
    <message>
        <source>The search&apos;s own time, nothing recorded. A first run pays the one-time costs (memory the search keeps for later runs) and is not counted; then the median of the runs made in %1 ms (at most %2). A search whose first run takes %1 ms or more is timed by that run alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beat %1 of %2 (an expansion each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beat %1 of %2 (a layer each)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::CountersPanel</name>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (fine step %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search was cancelled before it could answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached at the end of the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::CrashRecovery</name>
    <message>
        <source>Could not keep a journal of the unsaved changes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names a puzzle Frontier does not know, &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its text does not read as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is recovered with its unsaved changes; save it to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Unsaved changes are not safe from a crash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::EditMode</name>
    <message>
        <source>That edit is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked again after every edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing: every change can be undone (Ctrl+Z), and is kept only when saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::EditPanel</name>
    <message>
        <source>Tiles in use…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s answer: asking the judge solver…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Ctrl+Z undoes, Esc or Ctrl+E leaves edit mode.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::EditableDocument</name>
    <message>
        <source>The document has no file name yet; save it under a name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::ExerciseMode</name>
    <message>
        <source>No step to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercise: click the board as the search would; Esc or Done leaves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::ExercisePanel</name>
    <message>
        <source>%1 Ctrl+Z takes the last right step back, H shows the answer, Esc or Ctrl+Shift+X leaves the exercise.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::ExportDialog</name>
    <message>
        <source>&amp;Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::FileActions</name>
    <message>
        <source>Judge input (*.in *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the judge file as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the judge file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file was made: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::FileOpener</name>
    <message>
        <source>Open a judge input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::FrontierPanel</name>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a search: the states it has reached and not yet expanded are listed here, in the order it takes them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>just pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>improved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This exercise keeps no container: it asks for the legal moves of one position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, as you have built it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue (first in, first out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deque (both ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack (last in, first out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two queues, one from each end</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the front first; a state reached joins at the back.</source>
        <translation>
            <numerusform>%n state waiting, the front first; a state reached joins at the back.</numerusform>
            <numerusform>%n states waiting, the front first; a state reached joins at the back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the front first; a state reached at no extra cost joins at the front, a dearer one at the back.</source>
        <translation>
            <numerusform>%n state waiting, the front first; a state reached at no extra cost joins at the front, a dearer one at the back.</numerusform>
            <numerusform>%n states waiting, the front first; a state reached at no extra cost joins at the front, a dearer one at the back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the top first; a state reached goes on top.</source>
        <translation>
            <numerusform>%n state waiting, the top first; a state reached goes on top.</numerusform>
            <numerusform>%n states waiting, the top first; a state reached goes on top.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, in the order the search takes them from either side.</source>
        <translation>
            <numerusform>%n state waiting, in the order the search takes them from either side.</numerusform>
            <numerusform>%n states waiting, in the order the search takes them from either side.</numerusform>
        </translation>
    </message>
    <message>
        <source>front, next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest, next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top, next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s, after the step shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stage %2 of %3: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, next first: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> … %n waiting in all</source>
        <translation>
            <numerusform> … %n waiting in all</numerusform>
            <numerusform> … %n waiting in all</numerusform>
        </translation>
    </message>
    <message>
        <source>Queue, layer by layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, layer by layer: the front of the cheapest layer first; a state reached joins the back of its layer.</source>
        <translation>
            <numerusform>%n state waiting, layer by layer: the front of the cheapest layer first; a state reached joins the back of its layer.</numerusform>
            <numerusform>%n states waiting, layer by layer: the front of the cheapest layer first; a state reached joins the back of its layer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys in the order pushed.</source>
        <translation>
            <numerusform>%n state waiting, the cheapest first (by cost plus the estimate h); equal keys in the order pushed.</numerusform>
            <numerusform>%n states waiting, the cheapest first (by cost plus the estimate h); equal keys in the order pushed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys the last pushed first.</source>
        <translation>
            <numerusform>%n state waiting, the cheapest first (by cost plus the estimate h); equal keys the last pushed first.</numerusform>
            <numerusform>%n states waiting, the cheapest first (by cost plus the estimate h); equal keys the last pushed first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys by state number.</source>
        <translation>
            <numerusform>%n state waiting, the cheapest first (by cost plus the estimate h); equal keys by state number.</numerusform>
            <numerusform>%n states waiting, the cheapest first (by cost plus the estimate h); equal keys by state number.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost); equal costs in the order pushed.</source>
        <translation>
            <numerusform>%n state waiting, the cheapest first (by cost); equal costs in the order pushed.</numerusform>
            <numerusform>%n states waiting, the cheapest first (by cost); equal costs in the order pushed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost); equal costs the last pushed first.</source>
        <translation>
            <numerusform>%n state waiting, the cheapest first (by cost); equal costs the last pushed first.</numerusform>
            <numerusform>%n states waiting, the cheapest first (by cost); equal costs the last pushed first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost); equal costs by state number.</source>
        <translation>
            <numerusform>%n state waiting, the cheapest first (by cost); equal costs by state number.</numerusform>
            <numerusform>%n states waiting, the cheapest first (by cost); equal costs by state number.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>frontier::gui::HandModes</name>
    <message>
        <source>No exercise: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::Help</name>
    <message>
        <source>About Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Frontier %1&lt;/h3&gt;&lt;p&gt;Watch search algorithms work on judge puzzles: %2.&lt;/p&gt;&lt;p&gt;Every answer shown is the one the judge solver computes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::KeysDialog</name>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go between the board and the panels (a frame shows the keys are the board&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor where cells are picked: playing Lianliankan, Mahjong or Solitaire, an exercise, an ask question on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the cell under the cursor, as a click does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a Lianliankan tile under the editor&apos;s cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 to 9</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::LaneView</name>
    <message>
        <source>%1 (wrong on purpose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier %1 (largest %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>after %n expansion(s)</source>
        <translation>
            <numerusform>after %n expansion</numerusform>
            <numerusform>after %n expansions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n layer(s)</source>
        <translation>
            <numerusform>after %n layer</numerusform>
            <numerusform>after %n layers</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Finished first&lt;/b&gt;, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search of this lane</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::LessonController</name>
    <message>
        <source>Frontier lessons (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the judge file to the lesson as a new slide after this one, or close the lesson?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add as a New Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>there is no slide %1: the lesson has %n slide(s)</source>
        <translation>
            <numerusform>there is no slide %1: the lesson has %n slide</numerusform>
            <numerusform>there is no slide %1: the lesson has %n slides</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson could not be opened:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide %1 of %2 is what is shown now; Lesson ▸ Save Lesson keeps the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide %1 is now what is shown; Lesson ▸ Save Lesson keeps it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the lesson to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved the lesson (%n slide(s)) to %1.</source>
        <translation>
            <numerusform>Saved the lesson (%n slide) to %1.</numerusform>
            <numerusform>Saved the lesson (%n slides) to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No board of your own for this slide (%1): the teacher&apos;s is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s changes, the class&apos;s votes among them, are kept only until it closes: %1 is not yours to change (it came with Frontier, or it is read-only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy in a folder of yours?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a Copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 It has none of the view&apos;s %n bookmark(s): Lesson ▸ Update the Slide from the View gives them.</source>
        <translation>
            <numerusform>%1 It has none of the view&apos;s %n bookmark: Lesson ▸ Update the Slide from the View gives it.</numerusform>
            <numerusform>%1 It has none of the view&apos;s %n bookmarks: Lesson ▸ Update the Slide from the View gives them.</numerusform>
        </translation>
    </message>
    <message>
        <source>A new lesson, titled: Lesson ▸ Add the View as a Slide (Ctrl+M) gives it its first slide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s title is changed; Lesson ▸ Save Lesson keeps it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson has no slide yet: Lesson ▸ Add the View as a Slide (Ctrl+M) makes one, then save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson has no slide yet: add the view as a slide first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the lesson was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the boards of its generated slides: %1 of %2 tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making Your Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making your board for this slide…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making your board for this slide: %1 of %2 boards tried</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::LessonTitleDialog</name>
    <message>
        <source>Lesson Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title in &amp;English:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title in &amp;Chinese (中文):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::MainWindow</name>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no cases: there is nothing to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case %1 has no queries: there is nothing to ask.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::Menus</name>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::NarrationStrip</name>
    <message>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::NewFileDialog</name>
    <message>
        <source>New Judge File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and numbers make the same file, as frontier-cli generate does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty board: nothing on it and no query, to fill by hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PictureDialog</name>
    <message>
        <source>Export Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;whole view: board, legend, counters, pseudo-code and narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;board alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png);;SVG pictures (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s name must end in .png or .svg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PNG of %1×%2 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An SVG of %1×%2: the cells as shapes (as one bitmap when there are too many), the words as text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PictureExports</name>
    <message>
        <source>%1: %2, case %3, query %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, case %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no board to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture written to %1; its cells are one bitmap in it (too many for vector shapes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the picture as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the picture as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole view is on the clipboard as a %1×%2 picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, case %2, query %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, case %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlayMode</name>
    <message>
        <source>Playing: the file stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still asking core for the moves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position cannot be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: %1. File ▸ Save writes it; Edit ▸ Undo, once out of play mode, takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlayPanel</name>
    <message>
        <source>Refused: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z takes the last move back, H shows a move the rules allow, Esc or Ctrl+G leaves play mode.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlaybackBar</name>
    <message numerus="yes">
        <source>%n lines/s </source>
        <translation>
            <numerusform>%n lines/s </numerusform>
            <numerusform>%n lines/s </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansions/s </source>
        <translation>
            <numerusform>%n expansions/s </numerusform>
            <numerusform>%n expansions/s </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, move %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: slow speeds follow every pseudo-code line, fast ones whole expansions (%1 / %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline: click or drag to any step of the search, then through the found moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlaybackMarks</name>
    <message>
        <source>Playback stops when line %1 lights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing line by line, so that the line stops are seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop When (%1, %2) First Enters the Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarked step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark at step %1 taken away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarked step %1, with its note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bookmark after this point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bookmark before this point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback stops when (%1, %2) first enters the frontier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more stop at (%1, %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at step %1: the search first reaches its target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at step %1: %2 first enters the frontier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at step %1: line %2 lit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, line by line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 Lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) First Enters the Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarked step %1, with its note and the question the student explains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book&amp;marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;op When</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::Presentation</name>
    <message>
        <source>Presentation mode: %1 or %2 leaves it; PageDown / PageUp: the next / previous bookmark or slide; B blanks the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the lesson: nothing after this slide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of the lesson: nothing before this slide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PresenterConsole</name>
    <message>
        <source>(the end of the lesson)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no line lit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presenter Console — Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pseudo-code line lit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since the presentation began</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::PseudocodePanel</name>
    <message>
        <source>Step through a search to follow its lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback stops when this line lights (double-click: no more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click: playback stops when this line lights</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::RecoveryDialog</name>
    <message numerus="yes">
        <source>… (%n more line(s))</source>
        <translation>
            <numerusform>… (%n more line)</numerusform>
            <numerusform>… (%n more lines)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new lesson, never saved, had changes that were not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson %1 had changes that were not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new %1 file, never saved, had changes that were not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 file %2 had changes that were not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last change kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontier ended without saving (it crashed or was killed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
It cannot be recovered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A journal of unsaved changes, %1, cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its first lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open it as unsaved changes; the journal goes once it is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the journal: the changes are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the journal and ask again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard &amp;All (%n)</source>
        <translation>
            <numerusform>Discard &amp;All (%n)</numerusform>
            <numerusform>Discard &amp;All (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove this journal and the %n after it: their changes are lost.</source>
        <translation>
            <numerusform>Remove this journal and the one after it: their changes are lost.</numerusform>
            <numerusform>Remove this journal and the %n after it: their changes are lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n journal(s) of unsaved changes? What they kept is lost.</source>
        <translation>
            <numerusform>Discard %n journal of unsaved changes? What they kept is lost.</numerusform>
            <numerusform>Discard %n journals of unsaved changes? What they kept is lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep All for Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep All for Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Keep this journal and the %n after it, and ask again at the next start.</source>
        <translation>
            <numerusform>Keep this journal and the one after it, and ask again at the next start.</numerusform>
            <numerusform>Keep this journal and the %n after it, and ask again at the next start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>frontier::gui::ResultsKeeper</name>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::SearchBar</name>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules the search keeps; change them in the Rules menu (frontier-cli: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (wrong on purpose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson, wrong on purpose: %1. Its mistake: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::Session</name>
    <message>
        <source>none (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::SlideSorter</name>
    <message>
        <source>(untitled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (compares %n searches)</source>
        <translation>
            <numerusform>%1 (compares %n searches)</numerusform>
            <numerusform>%1 (compares %n searches)</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled lesson (Lesson ▸ Lesson Title names it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::SolutionTester</name>
    <message>
        <source>Test My Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your program reads a judge file on standard input and prints its answers, as on the judge. It runs on files this puzzle&apos;s generator makes, growing in size; the first it fails is made as small as it can be and opens here, with your answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>./a.out, or python3 mine.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;program:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Files to try:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time limit a file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file of the puzzle first: its generator makes the files your program is tried on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier-cli, which runs your program, is not installed beside Frontier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting your program…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing Your Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping your program…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File %1 of %2: your program on a file of growing size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your program failed a file: making it as small as it fails (run %1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier-cli could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your program could not be tested: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your program passed all %n generated file(s).</source>
        <translation>
            <numerusform>Your program passed the %n generated file.</numerusform>
            <numerusform>Your program passed all %n generated files.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your program fails a file. The smallest file that still fails opens now, with your answers judged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::StatusLine</name>
    <message>
        <source>Searching… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Search cancelled after %n expansions.</source>
        <translation>
            <numerusform>Search cancelled after %n expansion.</numerusform>
            <numerusform>Search cancelled after %n expansions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search finished: %n expansions in %1 s.</source>
        <translation>
            <numerusform>Search finished: %n expansion in %1 s.</numerusform>
            <numerusform>Search finished: %n expansions in %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::StudentLine</name>
    <message>
        <source>Nothing done here is kept: this is a teacher&apos;s session (presenting, or building a lesson).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your work is kept as %1 in %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::TourDialog</name>
    <message>
        <source>Tour of Frontier (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Open a judge file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose &lt;b&gt;File ▸ Open&lt;/b&gt; (%1) and pick a judge input file, or one of &lt;b&gt;File ▸ Examples&lt;/b&gt;. Frontier tells the four puzzles apart by themselves; a file it cannot read is refused with its line and column, and what was open stays.&lt;/p&gt;&lt;p&gt;The board is drawn in the middle; &lt;b&gt;Cases and queries&lt;/b&gt; on the left lists what the file asks.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Run a search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Click a query on the left, choose the algorithm in the toolbar, and press &lt;b&gt;Run&lt;/b&gt; (%1). The search runs in the background; &lt;b&gt;Cancel&lt;/b&gt; (%2) stops it.&lt;/p&gt;&lt;p&gt;Its pseudo-code is on the right, with the counters; the judge&apos;s answer appears once the search has been followed to its end.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Step through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 and %2 move one pseudo-code line, %3 one whole expansion, %4 to the next layer of the frontier; %5 plays and pauses, %6 jumps to the end. The timeline below the board drags to any step.&lt;/p&gt;&lt;p&gt;Every key is listed under &lt;b&gt;Help ▸ Keyboard Shortcuts&lt;/b&gt; (%7); this tour is under &lt;b&gt;Help ▸ Tour&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::TraineeAnswers</name>
    <message>
        <source>Open Your Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer files (*.out *.ans *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging Your Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge answers every query of the file, and judges yours…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging your answers was cancelled: the answers shown before are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answers could not be judged: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: the judge takes all %n answer(s).</source>
        <translation>
            <numerusform>%1: the judge takes your answer.</numerusform>
            <numerusform>%1: the judge takes all %n answers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n answer(s) wrong (F8: the next).</source>
        <translation>
            <numerusform>%1: %2 of %n answer wrong (F8: the next).</numerusform>
            <numerusform>%1: %2 of %n answers wrong (F8: the next).</numerusform>
        </translation>
    </message>
    <message>
        <source>Case %1, query %2 (line %3 of your answers): the judge refuses your answer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::VoteCount</name>
    <message>
        <source>&amp;Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands for each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands for &amp;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>frontier::gui::VoteDialog</name>
    <message>
        <source>Class Vote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

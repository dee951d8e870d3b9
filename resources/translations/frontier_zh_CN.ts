<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccessibleNames</name>
    <message>
        <source>The searches compared</source>
        <translation>搜索比较表</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>幻灯片</translation>
    </message>
    <message>
        <source>More controls</source>
        <translation>更多控件</translation>
    </message>
    <message>
        <source>Cases and queries</source>
        <translation>数据组与询问</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Narration so far</source>
        <translation>到此为止的讲解</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Frontier, next first</source>
        <translation>边界，下一个在前</translation>
    </message>
    <message>
        <source>The model&apos;s frontier after the step shown</source>
        <translation>标准答案在所示一步之后的边界</translation>
    </message>
    <message>
        <source>Bookmark note</source>
        <translation>书签注释</translation>
    </message>
</context>
<context>
    <name>AlgorithmSummary</name>
    <message>
        <source>tries every row and column as the middle segment; O(rows + cols) per query, the judge solver</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>依次尝试以每一行、每一列作为中间线段；每个询问 O(rows + cols)，判题求解程序所用的算法</translation>
    </message>
    <message>
        <source>breadth-first search over (cell, heading), layer by layer of turns; finds the fewest turns</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>在 (格子, 朝向) 上做广度优先搜索，按转弯次数逐层扩展；求出最少转弯次数</translation>
    </message>
    <message>
        <source>depth-first search over (cell, heading), straight on first, pruned at two turns</source>
        <comment>lianliankan/dfs</comment>
        <translation>在 (格子, 朝向) 上做深度优先搜索，先直行，转弯达到两次时剪枝</translation>
    </message>
    <message>
        <source>BFS over runs (maximal straight lines of open cells): a segment is one run (the judge solver)</source>
        <comment>mahjong/run-bfs</comment>
        <translation>在游程（由可通行格子组成的极长直线）上做 BFS：一条线段就是一个游程（判题求解程序所用的算法）</translation>
    </message>
    <message>
        <source>0-1 BFS over (cell, direction): straight on costs 0, a turn costs 1</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>在 (格子, 方向) 上做 0-1 BFS：直行代价为 0，转弯代价为 1</translation>
    </message>
    <message>
        <source>BFS over cells, each expansion walking straight lines; layer = segments</source>
        <comment>mahjong/line-bfs</comment>
        <translation>在格子上做 BFS，每次扩展都沿直线一路走下去；层数 = 线段数</translation>
    </message>
    <message>
        <source>breadth-first from the start and from the goal, layers alternating, until the two sides meet</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>从起始局面和目标局面两头做广度优先搜索，两侧交替逐层扩展，直到两侧相遇</translation>
    </message>
    <message>
        <source>breadth-first from the start, up to K layers</source>
        <comment>solitaire/bfs</comment>
        <translation>从起始局面做广度优先搜索，最多 K 层</translation>
    </message>
    <message>
        <source>the same graph relaxed with SPFA, as the classic contest solutions do</source>
        <comment>huarongdao/spfa</comment>
        <translation>在同一张图上用 SPFA 做松弛，即经典竞赛题解的做法</translation>
    </message>
    <message>
        <source>breadth-first search over (blank, piece) positions, one move at a time</source>
        <comment>huarongdao/bfs</comment>
        <translation>在 (空格, 棋子) 位置上做广度优先搜索，每次走一步</translation>
    </message>
    <message>
        <source>Dijkstra backwards from the target over (piece cell, side of the blank), one search for all the queries with that target (the judge&apos;s solver)</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>从目标位置出发，在 (棋子所在格, 空格所在的一侧) 上反向运行 Dijkstra，目标位置相同的所有询问共用一次搜索（判题求解程序所用的算法）</translation>
    </message>
    <message>
        <source>Dijkstra over (piece cell, side of the blank) with a walk-around table, from the start</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>从起点出发，在 (棋子所在格, 空格所在的一侧) 上运行 Dijkstra，配合绕行步数表</translation>
    </message>
    <message>
        <source>the depth-first walk of a published solution, which guesses turns from positions</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>一份已发表题解中的深度优先走法：它凭位置猜测转弯</translation>
    </message>
    <message>
        <source>a turn is counted only where the next cell shares neither row nor column with the last counted corner, so a staircase&apos;s turns go uncounted and lines of more than two turns pass</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>只有当下一格与上一个记下的拐点既不同行也不同列时才记一次转弯，于是阶梯形路线的转弯漏记，转弯超过两次的连线也被放过</translation>
    </message>
    <message>
        <source>breadth-first search over cells that judges the shortest line by its turns</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>按格子做广度优先搜索，再按最短连线的转弯数下结论</translation>
    </message>
    <message>
        <source>it judges only the first shortest line it finds, which may turn three times where a longer line turns twice</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>它只看找到的第一条最短连线，而这条线可能转弯三次，另一条更长的线却只转两次</translation>
    </message>
    <message>
        <source>A* over (cell, direction): 0-1 BFS&apos;s costs, ordered by segments so far plus 0, 1 or 2 more as the target lies straight ahead, ahead or across, or behind</source>
        <comment>mahjong/astar</comment>
        <translation>在 (格子, 方向) 上做 A* 搜索：代价与 0-1 BFS 相同，按已用线段数加上 0、1 或 2 排序（目标在正前方、在前方或横向、在后方）</translation>
    </message>
    <message>
        <source>iterative deepening: depth-first to 1 move, then again from the start to 2, ... up to K</source>
        <comment>solitaire/iddfs</comment>
        <translation>迭代加深：先深度优先搜索到 1 步，再从起始局面重新搜索到 2 步，……直到 K 步</translation>
    </message>
    <message>
        <source>A* over (piece cell, side of the blank): Dijkstra ordered by moves made plus the marked piece&apos;s Manhattan distance to the target</source>
        <comment>huarongdao/astar</comment>
        <translation>在 (棋子所在格, 空格所在的一侧) 上做 A* 搜索：按已走步数加上指定棋子到目标位置的曼哈顿距离排序的 Dijkstra</translation>
    </message>
    <message>
        <source>breadth-first from the goal until the start is reached (the judge&apos;s solver keeps one such search over all 181,440 solvable frames for every case)</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>从目标局面做广度优先搜索，直到到达起始局面（判题求解程序只做一次这样的搜索，覆盖全部 181,440 个有解局面，供每组数据共用）</translation>
    </message>
    <message>
        <source>breadth-first from the start, one layer of moves at a time</source>
        <comment>eight/bfs</comment>
        <translation>从起始局面做广度优先搜索，按步数一次扩展一层</translation>
    </message>
    <message>
        <source>breadth-first from the start and from the goal, layers alternating, until the two sides meet</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>从起始局面和目标局面两头做广度优先搜索，两侧交替逐层扩展，直到两侧相遇</translation>
    </message>
    <message>
        <source>A* ordered by moves made plus the tiles&apos; Manhattan distance to their goal cells</source>
        <comment>eight/astar-manhattan</comment>
        <translation>A* 搜索：按已走步数加上各数字块到其目标格的曼哈顿距离排序</translation>
    </message>
    <message>
        <source>A* ordered by moves made plus the number of tiles off their goal cells</source>
        <comment>eight/astar-misplaced</comment>
        <translation>A* 搜索：按已走步数加上不在目标格上的数字块个数排序</translation>
    </message>
    <message>
        <source>iterative deepening A*: depth-first under a limit on moves made plus the Manhattan distance, the limit raised each round</source>
        <comment>eight/ida-star</comment>
        <translation>迭代加深 A*（IDA*）：在“已走步数 + 曼哈顿距离”的限制下做深度优先搜索，每一轮提高限制</translation>
    </message>
    <message>
        <source>The blank walks alone to the marked piece&apos;s sides, by A*</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>空格独自走到指定棋子的各侧（A*）</translation>
    </message>
    <message>
        <source>The search back from the target, by Dijkstra</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>从目标位置反向搜索（Dijkstra）</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>the first step (%1) is after the last (%2)</source>
        <translation>起始步（%1）在结束步（%2）之后</translation>
    </message>
    <message>
        <source>step %1 is past the end of the timeline (its last position is %2)</source>
        <translation>第 %1 步超出了时间线的末尾（最后位置是 %2）</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>A GIF cannot be %1×%2 pixels.</source>
        <translation>GIF 不能是 %1×%2 像素。</translation>
    </message>
    <message>
        <source>Could not start the GIF: %1</source>
        <translation>无法开始写 GIF：%1</translation>
    </message>
    <message>
        <source>Could not write the GIF: %1</source>
        <translation>无法写入 GIF：%1</translation>
    </message>
    <message>
        <source>An MP4 needs an even width and height, not %1×%2.</source>
        <translation>MP4 的宽和高须为偶数，而不是 %1×%2。</translation>
    </message>
    <message>
        <source>This system&apos;s libavcodec has no H.264 encoder (Debian&apos;s uses libx264): MP4 cannot be written. Export a GIF instead.</source>
        <translation>本系统的 libavcodec 没有 H.264 编码器（Debian 的使用 libx264）：无法写出 MP4。请改为导出 GIF。</translation>
    </message>
    <message>
        <source>Could not start the MP4</source>
        <translation>无法开始写 MP4</translation>
    </message>
    <message>
        <source>Could not start the H.264 encoder %1</source>
        <translation>无法启动 H.264 编码器 %1</translation>
    </message>
    <message>
        <source>Could not write the MP4</source>
        <translation>无法写入 MP4</translation>
    </message>
    <message>
        <source>Could not encode a frame</source>
        <translation>无法编码一帧</translation>
    </message>
    <message>
        <source>A frame of the wrong size reached the MP4 writer.</source>
        <translation>尺寸不对的一帧送到了 MP4 写入器。</translation>
    </message>
    <message>
        <source>a caption needs frames of at least %1×%2, not %3×%4</source>
        <translation>加字幕时每帧至少要 %1×%2，而不是 %3×%4</translation>
    </message>
    <message>
        <source>steps %1 to %2 are %3 frames, more than the %4 an animation may have: choose a shorter range</source>
        <translation>第 %1 到 %2 步共 %3 帧，超过动画最多可有的 %4 帧：请选更短的范围</translation>
    </message>
    <message>
        <source>%1 frames of %2×%3 would take about %4 minutes to draw, more than the %5 an export may take: choose a shorter range or a smaller size</source>
        <translation>%1 帧 %2×%3 的画面约需 %4 分钟绘制，超过导出最多可用的 %5 分钟：请选更短的范围或更小的尺寸</translation>
    </message>
</context>
<context>
    <name>Ask</name>
    <message>
        <source>fewer</source>
        <translation>更少</translation>
    </message>
    <message>
        <source>about the same</source>
        <translation>差不多</translation>
    </message>
    <message>
        <source>more</source>
        <translation>更多</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) picked</source>
        <translation>
            <numerusform>已选 %n 个格子</numerusform>
        </translation>
    </message>
    <message>
        <source>No cell picked yet</source>
        <translation>还没有选格子</translation>
    </message>
    <message>
        <source>%1 picked</source>
        <translation>已选 %1</translation>
    </message>
    <message>
        <source>No answer chosen yet</source>
        <translation>还没有选答案</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) ticked as legal</source>
        <translation>
            <numerusform>已勾选 %n 步为合法</numerusform>
        </translation>
    </message>
    <message>
        <source>The layer of cost %1 is next. Which cells will it reach for the first time? Click them on the board, then Reveal.</source>
        <translation>下一层的代价是 %1。这一层会第一次到达哪些格子？在棋盘上点出它们，然后揭晓。</translation>
    </message>
    <message>
        <source>Which state will be taken from the frontier next? Click its cell on the board, then Reveal.</source>
        <translation>下一个从边界中取出的是哪个状态？在棋盘上点它所在的格子，然后揭晓。</translation>
    </message>
    <message numerus="yes">
        <source>This layer holds %n position(s). Will the next layer hold fewer, about the same, or more?</source>
        <translation>
            <numerusform>这一层有 %n 个局面。下一层会更少、差不多，还是更多？</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is taken next. Which of its moves are legal? Tick them, then Reveal.</source>
        <translation>下一个取出的是 %1。它的哪些走法合法？勾选它们，然后揭晓。</translation>
    </message>
    <message numerus="yes">
        <source>Right: the layer reaches exactly %n new cell(s).</source>
        <translation>
            <numerusform>答对了：这一层恰好到达 %n 个新格子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>命中 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed</source>
        <translation>
            <numerusform>漏选 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extra</source>
        <translation>
            <numerusform>多选 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Not quite: %1, %2, %3 of the %4 new cells.</source>
        <translation>不完全对：共 %4 个新格子，%1，%2，%3。</translation>
    </message>
    <message>
        <source>Right: %1 is taken next.</source>
        <translation>答对了：下一个取出的是 %1。</translation>
    </message>
    <message>
        <source>Not quite: %1 is taken next.</source>
        <translation>不对：下一个取出的是 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n 个局面</numerusform>
        </translation>
    </message>
    <message>
        <source>Right: %1 in the next layer, %2 in this one.</source>
        <translation>答对了：下一层 %1，这一层 %2 个。</translation>
    </message>
    <message>
        <source>Not quite: %1 in the next layer, %2 in this one: %3.</source>
        <translation>不对：下一层 %1，这一层 %2 个：%3。</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n of these moves are legal.</source>
        <translation>
            <numerusform>答对了：其中有 %n 步合法。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not quite: %1 of %2 moves judged as the rules do.</source>
        <translation>不完全对：%2 步中有 %1 步判断得与规则一致。</translation>
    </message>
    <message>
        <source>Score: %1 of %2 right</source>
        <translation>得分：%2 题答对 %1 题</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>, picked</source>
        <translation>，已选</translation>
    </message>
    <message>
        <source>, picked and right</source>
        <translation>，已选，正确</translation>
    </message>
    <message>
        <source>, missed: in the answer</source>
        <translation>，漏选：在答案中</translation>
    </message>
    <message>
        <source>, picked but not in the answer</source>
        <translation>，已选，但不在答案中</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>, reached with %1</source>
        <translation>，经 %1 到达</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>ask</source>
        <translation>提问</translation>
    </message>
    <message>
        <source>play</source>
        <translation>游玩</translation>
    </message>
    <message>
        <source>Slide %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, slide %2 (%3)</source>
        <translation>%1，第 %2 页（%3）</translation>
    </message>
    <message>
        <source>%1, slide %2: %3 (%4)</source>
        <translation>%1，第 %2 页：%3（%4）</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1, case %2 query %3 (%4)</source>
        <translation>%1，第 %2 组第 %3 问（%4）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>attempt %1: %2</source>
        <translation>第 %1 次尝试：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n result(s) of %2 set aside, not of %3</source>
        <translation>
            <numerusform>%1：%n 条属于 %2 的成绩已放在一旁，不属于 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>a judge file opened alone</source>
        <translation>单独打开的评测文件</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 步中对了 %1 步</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) shown</source>
        <translation>
            <numerusform>显示了 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步移动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>not graded: %1</source>
        <translation>未评分：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s) (%2) with different work, counted as one student: if two students gave one name, each should hand in again under a name of their own</source>
        <translation>
            <numerusform>%1：%n 个文件（%2）的作业各不相同，却按同一名学生统计：如果是两名学生用了同一个名字，请各自用自己的名字重新提交</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a judge input file</source>
        <translation>打开判题输入文件</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>A new judge file, generated from a seed</source>
        <translation>由种子生成的新判题文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the judge file</source>
        <translation>保存判题文件</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the judge file under another name</source>
        <translation>以另一个名字保存判题文件</translation>
    </message>
    <message>
        <source>P&amp;icture…</source>
        <translation>图片(&amp;I)…</translation>
    </message>
    <message>
        <source>The whole view (board, legend, counters, pseudo-code, narration) or the board alone, as PNG or SVG, at a chosen size</source>
        <translation>整个视图（棋盘、图例、计数器、伪代码、讲解）或仅棋盘，导出为 PNG 或 SVG，尺寸可选</translation>
    </message>
    <message>
        <source>Board as &amp;PNG…</source>
        <translation>棋盘导出为 &amp;PNG…</translation>
    </message>
    <message>
        <source>The board alone at its own size, as a PNG picture</source>
        <translation>仅棋盘，按其原本大小，导出为 PNG 图片</translation>
    </message>
    <message>
        <source>Board as &amp;SVG…</source>
        <translation>棋盘导出为 &amp;SVG…</translation>
    </message>
    <message>
        <source>The board alone at its own size, as an SVG picture (cells as shapes)</source>
        <translation>仅棋盘，按其原本大小，导出为 SVG 图片（格子为矢量图形）</translation>
    </message>
    <message>
        <source>&amp;Animation (GIF, MP4)…</source>
        <translation>动画（GIF、MP4）(&amp;A)…</translation>
    </message>
    <message>
        <source>A range of steps, or the replay of the found moves, as a GIF or an MP4 video</source>
        <translation>把一段步骤或所找到走法的回放导出为 GIF 或 MP4 视频</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>Copy &amp;Picture</source>
        <translation>复制图片(&amp;P)</translation>
    </message>
    <message>
        <source>The whole view as a 1920×1080 picture on the clipboard, for pasting into slides</source>
        <translation>把整个视图作为 1920×1080 的图片复制到剪贴板，便于粘贴到幻灯片</translation>
    </message>
    <message>
        <source>&amp;Edit Board</source>
        <translation>编辑棋盘(&amp;E)</translation>
    </message>
    <message>
        <source>Change the board and its queries; the judge&apos;s answer follows every edit</source>
        <translation>修改棋盘及其询问；判题答案随每次编辑更新</translation>
    </message>
    <message>
        <source>&amp;Leave Edit Mode</source>
        <translation>退出编辑模式(&amp;L)</translation>
    </message>
    <message>
        <source>Cursor &amp;Up</source>
        <translation>光标上移(&amp;U)</translation>
    </message>
    <message>
        <source>Cursor &amp;Right</source>
        <translation>光标右移(&amp;R)</translation>
    </message>
    <message>
        <source>Cursor &amp;Down</source>
        <translation>光标下移(&amp;D)</translation>
    </message>
    <message>
        <source>Cursor L&amp;eft</source>
        <translation>光标左移(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Toggle the Cell</source>
        <translation>切换格子(&amp;T)</translation>
    </message>
    <message>
        <source>Mahjong: lay or take a card; Huarongdao: a fixed or movable cell</source>
        <translation>麻将：放下或拿走一张牌；华容道：固定或可移动的格子</translation>
    </message>
    <message>
        <source>&amp;Clear the Cell</source>
        <translation>清空格子(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pick Up or Put Down</source>
        <translation>拿起或放下(&amp;P)</translation>
    </message>
    <message>
        <source>A Solitaire piece, or Huarongdao&apos;s blank, piece or target</source>
        <translation>跳棋的一枚棋子，或华容道的空格、棋子或目标位置</translation>
    </message>
    <message>
        <source>Add &amp;Query</source>
        <translation>添加询问(&amp;Q)</translation>
    </message>
    <message>
        <source>A new query after the chosen one</source>
        <translation>在所选询问之后添加新询问</translation>
    </message>
    <message>
        <source>Delete Que&amp;ry</source>
        <translation>删除询问(&amp;R)</translation>
    </message>
    <message>
        <source>Query Up</source>
        <translation>询问上移</translation>
    </message>
    <message>
        <source>The chosen query one place earlier</source>
        <translation>所选询问前移一位</translation>
    </message>
    <message>
        <source>Query Down</source>
        <translation>询问下移</translation>
    </message>
    <message>
        <source>The chosen query one place later</source>
        <translation>所选询问后移一位</translation>
    </message>
    <message>
        <source>Add &amp;Case</source>
        <translation>添加数据组(&amp;C)</translation>
    </message>
    <message>
        <source>A new case after the chosen one</source>
        <translation>在所选数据组之后添加新数据组</translation>
    </message>
    <message>
        <source>Duplicate C&amp;ase</source>
        <translation>复制数据组(&amp;A)</translation>
    </message>
    <message>
        <source>Delete Ca&amp;se</source>
        <translation>删除数据组(&amp;S)</translation>
    </message>
    <message>
        <source>Case Up</source>
        <translation>数据组上移</translation>
    </message>
    <message>
        <source>The chosen case one place earlier</source>
        <translation>所选数据组前移一位</translation>
    </message>
    <message>
        <source>Case Down</source>
        <translation>数据组下移</translation>
    </message>
    <message>
        <source>The chosen case one place later</source>
        <translation>所选数据组后移一位</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Large fonts and high contrast, for projectors</source>
        <translation>大字体、高对比度，适合投影</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>实际大小 (1:1)(&amp;A)</translation>
    </message>
    <message>
        <source>Cells at their natural size, where numbers show</source>
        <translation>格子以自然大小显示，可看到数字</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Zoom to the query</source>
        <translation>缩放到查询(&amp;Z)</translation>
    </message>
    <message>
        <source>The cells the query names and the found line, as large as they fit</source>
        <translation>查询所指的格子和找到的连线，在窗口中尽量放大显示</translation>
    </message>
    <message>
        <source>Next Bookmark, Layer or Slide</source>
        <translation>下一个书签、层或幻灯片</translation>
    </message>
    <message>
        <source>In presentation mode PageDown or →: the next bookmark, else the next layer, else the next slide</source>
        <translation>演示模式下按 PageDown 或 →：下一个书签，否则下一层，否则下一张幻灯片</translation>
    </message>
    <message>
        <source>Previous Bookmark, Layer or Slide</source>
        <translation>上一个书签、层或幻灯片</translation>
    </message>
    <message>
        <source>In presentation mode PageUp or ←: the previous bookmark, else the previous layer, else the previous slide</source>
        <translation>演示模式下按 PageUp 或 ←：上一个书签，否则上一层，否则上一张幻灯片</translation>
    </message>
    <message>
        <source>&amp;Blank the Screen</source>
        <translation>黑屏(&amp;B)</translation>
    </message>
    <message>
        <source>In presentation mode B: a black screen; any key shows the board again</source>
        <translation>演示模式下的 B：黑屏；按任意键重新显示棋盘</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>The panels come back as they were</source>
        <translation>各面板恢复原样</translation>
    </message>
    <message>
        <source>&amp;Compare Searches…</source>
        <translation>比较搜索(&amp;C)…</translation>
    </message>
    <message>
        <source>Two to four searches side by side on this query, on one clock</source>
        <translation>在此查询上并排运行二到四个搜索，共用一个时钟</translation>
    </message>
    <message>
        <source>&amp;Open Lesson…</source>
        <translation>打开课件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a lesson: slides of judge files, searches, steps and bookmarks</source>
        <translation>打开课件：由判题文件、搜索、步数和书签组成的幻灯片</translation>
    </message>
    <message>
        <source>&amp;Save Lesson</source>
        <translation>保存课件(&amp;S)</translation>
    </message>
    <message>
        <source>Save the lesson&apos;s slides as they are (a new lesson of one slide, the view, when none is open)</source>
        <translation>按原样保存课件的幻灯片（若未打开课件，则以当前视图新建只有一张幻灯片的课件）</translation>
    </message>
    <message>
        <source>Save Lesson &amp;As…</source>
        <translation>课件另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the lesson to another file</source>
        <translation>把课件保存到另一个文件</translation>
    </message>
    <message>
        <source>&amp;Close Lesson</source>
        <translation>关闭课件(&amp;C)</translation>
    </message>
    <message>
        <source>Close the lesson; the judge file shown stays open</source>
        <translation>关闭课件；当前显示的评测文件保持打开</translation>
    </message>
    <message>
        <source>Add the View as a S&amp;lide</source>
        <translation>把当前视图加为幻灯片(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Update the Slide from the View</source>
        <translation>用当前视图更新幻灯片(&amp;U)</translation>
    </message>
    <message>
        <source>A copy of this slide after it</source>
        <translation>在此幻灯片之后插入它的副本</translation>
    </message>
    <message>
        <source>&amp;Rename Slide…</source>
        <translation>重命名幻灯片(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete Slide</source>
        <translation>删除幻灯片(&amp;D)</translation>
    </message>
    <message>
        <source>Take this slide out of the lesson (Undo brings it back)</source>
        <translation>把此幻灯片从课件中移除（撤销可恢复）</translation>
    </message>
    <message>
        <source>Move Slide U&amp;p</source>
        <translation>幻灯片上移(&amp;P)</translation>
    </message>
    <message>
        <source>This slide one place earlier in the lesson</source>
        <translation>把此幻灯片在课件中前移一位</translation>
    </message>
    <message>
        <source>Move Slide Dow&amp;n</source>
        <translation>幻灯片下移(&amp;N)</translation>
    </message>
    <message>
        <source>This slide one place later in the lesson</source>
        <translation>把此幻灯片在课件中后移一位</translation>
    </message>
    <message>
        <source>Ne&amp;xt Slide</source>
        <translation>下一张幻灯片(&amp;X)</translation>
    </message>
    <message>
        <source>The lesson&apos;s next slide</source>
        <translation>课件的下一张幻灯片</translation>
    </message>
    <message>
        <source>Pre&amp;vious Slide</source>
        <translation>上一张幻灯片(&amp;V)</translation>
    </message>
    <message>
        <source>The lesson&apos;s previous slide</source>
        <translation>课件的上一张幻灯片</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the chosen algorithm on the chosen query</source>
        <translation>对所选询问运行所选算法</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the running search</source>
        <translation>停止正在运行的搜索</translation>
    </message>
    <message>
        <source>As&amp;k the Class</source>
        <translation>向全班提问(&amp;K)</translation>
    </message>
    <message>
        <source>Playback stops before each layer or pop and asks what the search does next</source>
        <translation>播放在每一层或每次出队之前停下，问搜索下一步会做什么</translation>
    </message>
    <message>
        <source>E&amp;xercise: Be the Algorithm</source>
        <translation>练习：亲自当算法(&amp;X)</translation>
    </message>
    <message>
        <source>Run the chosen query&apos;s search by hand, step by step; core judges every step</source>
        <translation>一步一步手工执行所选询问的搜索；核心判定每一步</translation>
    </message>
    <message>
        <source>Show the &amp;Answer</source>
        <translation>显示答案(&amp;A)</translation>
    </message>
    <message>
        <source>Show what the search does next</source>
        <translation>显示搜索下一步要做的</translation>
    </message>
    <message>
        <source>Take the last right step back</source>
        <translation>撤回上一个正确步骤</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>Leave the exercise</source>
        <translation>退出练习</translation>
    </message>
    <message>
        <source>Play the &amp;Puzzle</source>
        <translation>亲自玩这道题(&amp;P)</translation>
    </message>
    <message>
        <source>Play the chosen query by hand; core checks every move</source>
        <translation>亲手玩所选的询问；每一步都由核心检查</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show a move the rules allow</source>
        <translation>显示一步规则允许的走法</translation>
    </message>
    <message>
        <source>Take the last move back</source>
        <translation>撤销上一步</translation>
    </message>
    <message>
        <source>Blank &amp;Up</source>
        <translation>空格上移(&amp;U)</translation>
    </message>
    <message>
        <source>Blank &amp;Right</source>
        <translation>空格右移(&amp;R)</translation>
    </message>
    <message>
        <source>Blank &amp;Down</source>
        <translation>空格下移(&amp;D)</translation>
    </message>
    <message>
        <source>Blank L&amp;eft</source>
        <translation>空格左移(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Keep the Position as a New Case</source>
        <translation>把当前局面存为新的数据组(&amp;K)</translation>
    </message>
    <message>
        <source>The position as it stands becomes a case of the file (for Huarongdao a query), asked from here</source>
        <translation>把当前局面作为文件中的一组数据（华容道则为一个询问），从这里重新询问</translation>
    </message>
    <message>
        <source>&amp;Leave Play Mode</source>
        <translation>退出游戏模式(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>One fine step forward: the next pseudo-code line</source>
        <translation>前进一个细步：下一行伪代码</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>One fine step back</source>
        <translation>后退一个细步</translation>
    </message>
    <message>
        <source>Next &amp;expansion</source>
        <translation>下一次扩展(&amp;E)</translation>
    </message>
    <message>
        <source>Forward to the end of the next expansion</source>
        <translation>前进到下一次扩展结束</translation>
    </message>
    <message>
        <source>Previous e&amp;xpansion</source>
        <translation>上一次扩展(&amp;X)</translation>
    </message>
    <message>
        <source>Back one whole expansion</source>
        <translation>后退一整次扩展</translation>
    </message>
    <message>
        <source>Next &amp;layer</source>
        <translation>下一层(&amp;L)</translation>
    </message>
    <message>
        <source>Forward to where the next layer begins</source>
        <translation>前进到下一层开始处</translation>
    </message>
    <message>
        <source>Previous l&amp;ayer</source>
        <translation>上一层(&amp;A)</translation>
    </message>
    <message>
        <source>Back to where this layer began</source>
        <translation>后退到本层开始处</translation>
    </message>
    <message>
        <source>Toggle &amp;Bookmark</source>
        <translation>切换书签(&amp;B)</translation>
    </message>
    <message>
        <source>Mark this point of the search, or take its mark away</source>
        <translation>标记搜索的这一刻，或取消标记</translation>
    </message>
    <message>
        <source>&amp;Next Bookmark</source>
        <translation>下一个书签(&amp;N)</translation>
    </message>
    <message>
        <source>To the next marked point</source>
        <translation>到下一个标记处</translation>
    </message>
    <message>
        <source>&amp;Previous Bookmark</source>
        <translation>上一个书签(&amp;P)</translation>
    </message>
    <message>
        <source>To the previous marked point</source>
        <translation>到上一个标记处</translation>
    </message>
    <message>
        <source>&amp;Clear Bookmarks</source>
        <translation>清除书签(&amp;C)</translation>
    </message>
    <message>
        <source>Take every bookmark away</source>
        <translation>取消全部书签</translation>
    </message>
    <message>
        <source>When the &amp;Target Is First Reached</source>
        <translation>第一次到达目标时(&amp;T)</translation>
    </message>
    <message>
        <source>Playback stops where the search first reaches what it looks for</source>
        <translation>播放在搜索第一次到达所找目标时停下</translation>
    </message>
    <message>
        <source>&amp;Clear Stops</source>
        <translation>清除停止点(&amp;C)</translation>
    </message>
    <message>
        <source>No more stops but the end</source>
        <translation>除结尾外不再停下</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every key of the window, by menu</source>
        <translation>窗口的全部按键，按菜单列出</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>入门导览(&amp;T)</translation>
    </message>
    <message>
        <source>Three steps from a judge file to a search stepped through</source>
        <translation>从评测文件到逐步查看搜索的三个步骤</translation>
    </message>
    <message>
        <source>&amp;About Frontier</source>
        <translation>关于 Frontier(&amp;A)</translation>
    </message>
    <message>
        <source>The states the search has reached and not yet expanded, next first</source>
        <translation>搜索已到达、尚未扩展的状态，下一个在前</translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves up (the piece above it slides down)</source>
        <translation>滑块谜题的空格上移（它上面的棋子滑下来）</translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves right</source>
        <translation>滑块谜题的空格右移</translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves down</source>
        <translation>滑块谜题的空格下移</translation>
    </message>
    <message>
        <source>A sliding puzzle&apos;s blank moves left</source>
        <translation>滑块谜题的空格左移</translation>
    </message>
    <message>
        <source>Your answers in ask, exercise and play mode, as one file to hand in</source>
        <translation>你在提问、练习和游戏模式中的作答，存成一个文件上交</translation>
    </message>
    <message>
        <source>Open &amp;Class Results…</source>
        <translation>打开全班成绩(&amp;C)…</translation>
    </message>
    <message>
        <source>A folder of the class&apos;s results: scores graded again, where the class went wrong, a CSV for the gradebook</source>
        <translation>全班成绩所在的文件夹：重新评分的分数、全班出错的地方、供成绩册导入的 CSV</translation>
    </message>
    <message>
        <source>The name your results are kept under</source>
        <translation>保存你成绩时使用的姓名</translation>
    </message>
    <message>
        <source>Put to a &amp;Vote…</source>
        <translation>全班投票(&amp;V)…</translation>
    </message>
    <message>
        <source>The question as choices A to D: count the hands for each, see the distribution, then reveal</source>
        <translation>把问题变成 A 到 D 的选项：数一数每项举手人数，看分布，再揭晓</translation>
    </message>
    <message>
        <source>Replay the &amp;Model Answer</source>
        <translation>重放标准答案(&amp;M)</translation>
    </message>
    <message>
        <source>Leave the exercise and play the search from its start</source>
        <translation>离开练习，从头播放这次搜索</translation>
    </message>
    <message>
        <source>Lesson &amp;Title…</source>
        <translation>课件标题(&amp;T)…</translation>
    </message>
    <message>
        <source>The lesson&apos;s title, in English and Chinese (with no lesson open, a new lesson&apos;s)</source>
        <translation>课件的标题，英文和中文（未打开课件时，为新课件命名）</translation>
    </message>
    <message>
        <source>What is shown now becomes a new slide after this one (without bookmarks: Update the Slide adds them)</source>
        <translation>当前显示的内容成为这一张之后的新幻灯片（不带书签：“更新幻灯片”会加上）</translation>
    </message>
    <message>
        <source>The slide shown becomes what the view shows now (its search or comparison, step, bookmarks); a title you wrote stays</source>
        <translation>当前幻灯片改为视图此刻所示的内容（搜索或比较、步数、书签）；你写的标题不变</translation>
    </message>
    <message>
        <source>Dupl&amp;icate Slide</source>
        <translation>复制幻灯片(&amp;I)</translation>
    </message>
    <message>
        <source>N&amp;ote and Question on This Bookmark…</source>
        <translation>此书签的注释与提问(&amp;O)…</translation>
    </message>
    <message>
        <source>What to say here, and a question the student explains in words, in English and Chinese: a lesson keeps them</source>
        <translation>在这里要说的话，以及请学生用文字解释的问题（英文和中文）：课件会保存它们</translation>
    </message>
    <message>
        <source>nothing is open: open a judge file or a lesson first</source>
        <translation>尚未打开任何文件：请先打开评测文件或课件</translation>
    </message>
    <message>
        <source>a file is being read</source>
        <translation>正在读取文件</translation>
    </message>
    <message>
        <source>not while viewing a search</source>
        <translation>查看搜索时不可用</translation>
    </message>
    <message>
        <source>a search is running: wait for it, or Esc cancels it</source>
        <translation>搜索正在运行：请等待，或按 Esc 取消</translation>
    </message>
    <message>
        <source>the board is being edited: Esc leaves Edit Mode first</source>
        <translation>正在编辑棋盘：请先按 Esc 退出编辑模式</translation>
    </message>
    <message>
        <source>the puzzle is being played: Esc leaves Play Mode first</source>
        <translation>正在亲手玩这道题：请先按 Esc 退出游戏模式</translation>
    </message>
    <message>
        <source>an exercise is under way: Esc leaves it first</source>
        <translation>练习正在进行：请先按 Esc 退出练习</translation>
    </message>
    <message>
        <source>a comparison is shown: Esc closes it first</source>
        <translation>正在显示比较：请先按 Esc 关闭比较</translation>
    </message>
    <message>
        <source>no case is shown</source>
        <translation>没有显示数据组</translation>
    </message>
    <message>
        <source>the case shown has no query: a slide shows the search of one</source>
        <translation>当前数据组没有询问：幻灯片展示的是某个询问的搜索</translation>
    </message>
    <message>
        <source>no search has run yet: Run (F9) first</source>
        <translation>还没有运行搜索：请先运行（F9）</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>only in presentation mode (F5)</source>
        <translation>仅在演示模式（F5）中可用</translation>
    </message>
    <message>
        <source>no lesson is open</source>
        <translation>没有打开课件</translation>
    </message>
    <message>
        <source>no lesson is open, and the view shows no query to make one of</source>
        <translation>没有打开课件，视图中也没有可以做成课件的询问</translation>
    </message>
    <message>
        <source>this is the lesson&apos;s first slide</source>
        <translation>这是课件的第一张幻灯片</translation>
    </message>
    <message>
        <source>this is the lesson&apos;s last slide</source>
        <translation>这是课件的最后一张幻灯片</translation>
    </message>
    <message>
        <source>the lesson has no slide yet: Add the View as a Slide (Ctrl+M) makes one</source>
        <translation>课件还没有幻灯片：“把当前视图加为幻灯片”（Ctrl+M）可以添加</translation>
    </message>
    <message>
        <source>no slide is shown: open a lesson, or Add the View as a Slide (Ctrl+M)</source>
        <translation>没有显示幻灯片：请打开课件，或“把当前视图加为幻灯片”（Ctrl+M）</translation>
    </message>
    <message>
        <source>Export M&amp;y Results…</source>
        <translation>导出我的成绩(&amp;Y)…</translation>
    </message>
    <message>
        <source>S&amp;tudent Name…</source>
        <translation>学生姓名(&amp;T)…</translation>
    </message>
    <message>
        <source>Duplicate Quer&amp;y</source>
        <translation>复制询问(&amp;Y)</translation>
    </message>
    <message>
        <source>F&amp;rontier List</source>
        <translation>边界列表(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;eveal the Answer</source>
        <translation>揭晓答案(&amp;E)</translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation>撤回一步(&amp;S)</translation>
    </message>
    <message>
        <source>Undo &amp;Move</source>
        <translation>撤销一步(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;To start</source>
        <translation>到开头(&amp;T)</translation>
    </message>
    <message>
        <source>To e&amp;nd</source>
        <translation>到结尾(&amp;N)</translation>
    </message>
    <message>
        <source>Faste&amp;r</source>
        <translation>加快(&amp;R)</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>减慢(&amp;W)</translation>
    </message>
    <message>
        <source>Edit this slide&apos;s title in the Slides panel</source>
        <translation>在“幻灯片”面板中编辑此幻灯片的标题</translation>
    </message>
    <message>
        <source>Open Ans&amp;wers…</source>
        <translation>打开答案(&amp;W)…</translation>
    </message>
    <message>
        <source>Your program&apos;s answers to the open file, judged query by query: each marked right or wrong</source>
        <translation>你的程序对所开文件的答案，逐个询问评判：每个标出对或错</translation>
    </message>
    <message>
        <source>Next &amp;Wrong Answer</source>
        <translation>下一个错误答案(&amp;W)</translation>
    </message>
    <message>
        <source>The next query your answers get wrong, searched to its end: the judge&apos;s answer on the board</source>
        <translation>你答错的下一个询问，搜索到结尾：棋盘上显示判题的答案</translation>
    </message>
    <message>
        <source>&amp;Previous Wrong Answer</source>
        <translation>上一个错误答案(&amp;P)</translation>
    </message>
    <message>
        <source>The query before this one that your answers get wrong, searched to its end</source>
        <translation>在此之前你答错的询问，搜索到结尾</translation>
    </message>
    <message>
        <source>no answers of yours are open that the judge refuses (File ▸ Open Answers…)</source>
        <translation>没有打开被判题判错的你的答案（文件 ▸ 打开答案…）</translation>
    </message>
    <message>
        <source>Test My So&amp;lution…</source>
        <translation>测试我的解法(&amp;L)…</translation>
    </message>
    <message>
        <source>Your program run on generated files of growing size; the first it fails, made as small as it fails, opens with your answers</source>
        <translation>在规模递增的生成文件上运行你的程序；它答错的第一个文件会缩到仍然出错的最小规模，连同你的答案一起打开</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>refused</source>
        <translation>拒绝运行</translation>
    </message>
</context>
<context>
    <name>Csv</name>
    <message>
        <source>a quote inside an unquoted field (a field with a quote is quoted whole)</source>
        <translation>未加引号的字段中出现了引号（含引号的字段须整体加引号）</translation>
    </message>
    <message>
        <source>this quote is never closed</source>
        <translation>这个引号没有闭合</translation>
    </message>
    <message>
        <source>text after a closing quote (a comma or the line&apos;s end must follow it)</source>
        <translation>闭合引号之后还有文字（其后只能是逗号或行尾）</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Add Slide</source>
        <translation>添加幻灯片</translation>
    </message>
    <message>
        <source>Duplicate Slide</source>
        <translation>复制幻灯片</translation>
    </message>
    <message>
        <source>Delete Slide</source>
        <translation>删除幻灯片</translation>
    </message>
    <message>
        <source>Move Slide</source>
        <translation>移动幻灯片</translation>
    </message>
    <message>
        <source>Rename Slide</source>
        <translation>重命名幻灯片</translation>
    </message>
    <message>
        <source>Update the Slide from the View</source>
        <translation>用当前视图更新幻灯片</translation>
    </message>
    <message>
        <source>Class Vote</source>
        <translation>全班投票</translation>
    </message>
    <message>
        <source>Lesson Title</source>
        <translation>课件标题</translation>
    </message>
</context>
<context>
    <name>Directions</name>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
</context>
<context>
    <name>EditView</name>
    <message>
        <source>ask %1 and %2 in query %3</source>
        <translation>在询问 %3 中问 %1 与 %2</translation>
    </message>
    <message>
        <source>the blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>the marked piece</source>
        <translation>目标棋子</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>目标位置</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>把%1移到 %2</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>A click (or Space) makes the cell fixed or movable.</source>
        <translation>单击（或按空格键）把格子设为固定或可移动。</translation>
    </message>
    <message>
        <source>Drag the blank, the marked piece or the target to another cell (or Enter, arrows, Enter).</source>
        <translation>把空格、目标棋子或目标位置拖到另一个格子（或按回车、方向键、回车）。</translation>
    </message>
    <message>
        <source>The file has no query: add one first.</source>
        <translation>文件中没有询问：请先添加一个。</translation>
    </message>
    <message>
        <source>fix the cell at %1</source>
        <translation>固定 %1 处的格子</translation>
    </message>
    <message>
        <source>free the cell at %1</source>
        <translation>放开 %1 处的格子</translation>
    </message>
    <message>
        <source>Huarongdao&apos;s cells carry no numbers: Space makes a cell fixed or movable.</source>
        <translation>华容道的格子没有数字：空格键把格子设为固定或可移动。</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>resize the board to %1 × %2</source>
        <translation>把棋盘改为 %1 × %2</translation>
    </message>
    <message>
        <source>clear the tile at %1</source>
        <translation>清除 %1 处的方块</translation>
    </message>
    <message>
        <source>put tile %1 at %2</source>
        <translation>在 %2 放方块 %1</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>询问</translation>
    </message>
    <message>
        <source>A click puts the tile number on the cell.</source>
        <translation>单击把方块编号放到格子上。</translation>
    </message>
    <message>
        <source>A click clears the cell.</source>
        <translation>单击清空格子。</translation>
    </message>
    <message>
        <source>Click two tiles: they become the query.</source>
        <translation>单击两个方块：它们成为询问。</translation>
    </message>
    <message>
        <source>Type a tile number, or Delete to clear the cell.</source>
        <translation>输入方块编号，或按 Delete 清空格子。</translation>
    </message>
    <message>
        <source>A tile number is at most %1.</source>
        <translation>方块编号最大为 %1。</translation>
    </message>
    <message>
        <source>lay a card at %1</source>
        <translation>在 %1 放一张牌</translation>
    </message>
    <message>
        <source>take the card at %1</source>
        <translation>拿走 %1 处的牌</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>A click lays a card on the cell or takes it away.</source>
        <translation>单击在格子上放一张牌或把它拿走。</translation>
    </message>
    <message>
        <source>Click two cards: they become the pair asked.</source>
        <translation>单击两张牌：它们成为所询问的一对。</translation>
    </message>
    <message>
        <source>Mahjong&apos;s cards carry no numbers: Space lays or takes a card.</source>
        <translation>麻将的牌没有数字：空格键放下或拿走一张牌。</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>move the goal square %1 to %2</source>
        <translation>把目标格 %1 移到 %2</translation>
    </message>
    <message>
        <source>move the piece at %1 to %2</source>
        <translation>把 %1 处的棋子移到 %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Drag a goal square to another square (or Enter, arrows, Enter).</source>
        <translation>把一个目标格拖到另一格（或按回车、方向键、回车）。</translation>
    </message>
    <message>
        <source>Drag a piece to another square (or Enter, arrows, Enter).</source>
        <translation>把一枚棋子拖到另一格（或按回车、方向键、回车）。</translation>
    </message>
    <message>
        <source>Four pieces stand on each side: move one with Enter instead.</source>
        <translation>每一方都有四枚棋子：请改用回车移动其中一枚。</translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Space makes the cell fixed or movable, Delete makes it fixed; Enter picks up the blank, the marked piece or the target there, arrows carry it, Enter puts it down.</source>
        <translation>方向键移动格子光标；空格键使格子固定或可动，Delete 使它固定；回车拿起那里的空格、标记棋子或目标，方向键移动它，再按回车放下。</translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Enter does what a click does; digits type a tile number; Delete clears the cell.</source>
        <translation>方向键移动格子光标；回车与点击相同；数字键输入方块编号；Delete 清空格子。</translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Space or Enter lays a card or takes it away; Delete takes it away.</source>
        <translation>方向键移动格子光标；空格键或回车放下或拿走一张牌；Delete 拿走它。</translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Enter picks up the piece or goal square there, arrows carry it, Enter puts it down.</source>
        <translation>方向键移动格子光标；回车拿起那里的棋子或目标格，方向键移动它，再按回车放下。</translation>
    </message>
    <message>
        <source>swap %1 and %2</source>
        <translation>交换 %1 和 %2</translation>
    </message>
    <message>
        <source>Every cell holds a tile or the blank: swap two with Enter, or type the tile to bring here.</source>
        <translation>每个格子上都是一个数字块或空格：用回车交换两个格子，或输入要移到这里的数字块。</translation>
    </message>
    <message>
        <source>The tiles are 1 to 8, and 0 is the blank.</source>
        <translation>数字块为 1 到 8，0 表示空格。</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>交换</translation>
    </message>
    <message>
        <source>Drag a tile onto another cell: the two swap (or Enter, arrows, Enter).</source>
        <translation>把一个数字块拖到另一个格子上：两者互换（或按回车、方向键、回车）。</translation>
    </message>
    <message>
        <source>Keep solvable</source>
        <translation>保持有解</translation>
    </message>
    <message>
        <source>Swap as well, but refuse a swap after which the goal could not be reached.</source>
        <translation>同样是交换，但拒绝会使目标局面无法到达的交换。</translation>
    </message>
    <message>
        <source>Arrows move the cell cursor; Enter picks up the tile there, arrows carry it, Enter swaps it with the tile under the cursor; a digit 1 to 8 (0 for the blank) brings that tile to the cursor.</source>
        <translation>方向键移动格子光标；回车拿起那里的数字块，方向键移动它，再按回车与光标处的数字块交换；数字键 1 到 8（0 表示空格）把该数字块移到光标处。</translation>
    </message>
</context>
<context>
    <name>EditableDocument</name>
    <message>
        <source>This document is not a %1 file.</source>
        <translation>此文档不是%1文件。</translation>
    </message>
    <message>
        <source>Query %1 would be illegal: %2</source>
        <translation>询问 %1 将不合法：%2</translation>
    </message>
    <message>
        <source>Case %1, query %2 would be illegal: %3</source>
        <translation>第 %1 组的询问 %2 将不合法：%3</translation>
    </message>
    <message>
        <source>The judge format cannot hold this: %1</source>
        <translation>判题格式无法表示：%1</translation>
    </message>
    <message>
        <source>The judge format cannot hold this: it would read back differently.</source>
        <translation>判题格式无法表示：读回后会不一样。</translation>
    </message>
    <message>
        <source>The judge&apos;s reader would refuse this: %1</source>
        <translation>判题程序的读入会拒绝：%1</translation>
    </message>
    <message>
        <source>There is no case %1.</source>
        <translation>没有第 %1 组数据。</translation>
    </message>
    <message>
        <source>There is no query %1.</source>
        <translation>没有询问 %1。</translation>
    </message>
    <message>
        <source>There is no query %1 in case %2.</source>
        <translation>第 %2 组数据中没有询问 %1。</translation>
    </message>
    <message>
        <source>add query %1</source>
        <translation>添加询问 %1</translation>
    </message>
    <message>
        <source>duplicate query %1</source>
        <translation>复制询问 %1</translation>
    </message>
    <message>
        <source>delete query %1</source>
        <translation>删除询问 %1</translation>
    </message>
    <message>
        <source>move query %1 to %2</source>
        <translation>把询问 %1 移到 %2</translation>
    </message>
    <message>
        <source>add case %1</source>
        <translation>添加第 %1 组数据</translation>
    </message>
    <message>
        <source>duplicate case %1</source>
        <translation>复制第 %1 组数据</translation>
    </message>
    <message>
        <source>delete case %1</source>
        <translation>删除第 %1 组数据</translation>
    </message>
    <message>
        <source>move case %1 to %2</source>
        <translation>把第 %1 组数据移到 %2</translation>
    </message>
</context>
<context>
    <name>Eight</name>
    <message>
        <source>the start, before the search</source>
        <translation>起始局面（搜索之前）</translation>
    </message>
    <message>
        <source>the frame being expanded</source>
        <translation>正在扩展的局面</translation>
    </message>
    <message>
        <source>a tile on its goal cell</source>
        <translation>已在目标格上的数字块</translation>
    </message>
    <message>
        <source>dashed: the tile the move being tried slides</source>
        <translation>虚线：正在尝试的走法所滑动的数字块</translation>
    </message>
    <message>
        <source>the found moves, replayed one by one</source>
        <translation>找到的走法，逐步回放</translation>
    </message>
    <message>
        <source>chart: frames expanded per layer</source>
        <translation>图表：每层已扩展的局面</translation>
    </message>
    <message>
        <source>chart: frontier per layer</source>
        <translation>图表：每层的边界</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>数字块</translation>
    </message>
    <message>
        <source>layer sizes: frames seen at each depth (log scale)</source>
        <translation>各层大小：每个深度见到的局面数（对数刻度）</translation>
    </message>
    <message>
        <source>Run a search to see its layers grow.</source>
        <translation>运行搜索，观察各层的增长。</translation>
    </message>
    <message>
        <source>frames per layer (log scale)</source>
        <translation>每层局面数（对数刻度）</translation>
    </message>
    <message>
        <source>8-puzzle (HDU 1043)</source>
        <translation>八数码（HDU 1043）</translation>
    </message>
    <message>
        <source>Case %1: %2</source>
        <translation>第 %1 组：%2</translation>
    </message>
    <message>
        <source>to 1 2 3 / 4 5 6 / 7 8 x</source>
        <translation>到 1 2 3 / 4 5 6 / 7 8 x</translation>
    </message>
    <message>
        <source>from the goal: %1</source>
        <translation>从终点：%1</translation>
    </message>
    <message>
        <source>unsolvable: the tiles have an odd number of inversions</source>
        <translation>无解：数字块的逆序数为奇数</translation>
    </message>
    <message>
        <source>the start is the goal</source>
        <translation>起始局面即目标局面</translation>
    </message>
    <message numerus="yes">
        <source>%n moves: %1</source>
        <translation>
            <numerusform>%n 步：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>the blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>数字块 %1</translation>
    </message>
</context>
<context>
    <name>EightPlay</name>
    <message numerus="yes">
        <source>Goal reached in %n moves.</source>
        <translation>
            <numerusform>用 %n 步到达目标局面。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached in %n moves: the fewest possible.</source>
        <translation>
            <numerusform>用 %n 步到达目标局面：这是最少步数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached in %n moves; the fewest from the start is %1, %2 fewer.</source>
        <translation>
            <numerusform>用 %n 步到达目标局面；从起始局面最少需要 %1 步，少 %2 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made: %1.</source>
        <translation>已走 %1 步。</translation>
    </message>
    <message>
        <source>Counting the fewest moves left…</source>
        <translation>正在计算剩余的最少步数…</translation>
    </message>
    <message>
        <source>The goal cannot be reached: the tiles have an odd number of inversions, and no move changes that.</source>
        <translation>无法到达目标局面：数字块的逆序数为奇数，而任何移动都不会改变这一点。</translation>
    </message>
    <message>
        <source>Fewest moves left from here: %1.</source>
        <translation>从这里起最少还需 %1 步。</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>, estimate h %1</source>
        <translation>，估计 h %1</translation>
    </message>
    <message>
        <source>h %1</source>
        <translation>h %1</translation>
    </message>
</context>
<context>
    <name>Exercise</name>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n 次转弯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n segments</source>
        <translation>
            <numerusform>%n 段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>This board is too large to search by hand: %1 has %2 states here, an exercise at most %3.</source>
        <translation>这个棋盘太大，无法手工搜索：%1 在这里有 %2 个状态，练习最多 %3 个。</translation>
    </message>
    <message>
        <source>%1 answers this query before its first expansion: there is nothing to do by hand.</source>
        <translation>%1 在第一次扩展之前就回答了这个询问：没有需要手工完成的步骤。</translation>
    </message>
    <message>
        <source>Choose a query first: an exercise runs a search of one.</source>
        <translation>请先选择一个询问：练习要对它运行一次搜索。</translation>
    </message>
    <message>
        <source>The exercise cannot start: %1</source>
        <translation>练习无法开始：%1</translation>
    </message>
    <message>
        <source>This puzzle offers no exercise.</source>
        <translation>这个谜题没有练习。</translation>
    </message>
    <message>
        <source>the answer: a legal move not found yet</source>
        <translation>答案：尚未找到的合法走法</translation>
    </message>
    <message>
        <source>the answer: what the search does next</source>
        <translation>答案：搜索下一步要做的</translation>
    </message>
    <message>
        <source>your last proposal, refused</source>
        <translation>你上一次被拒绝的提议</translation>
    </message>
    <message>
        <source>picked: click where it goes</source>
        <translation>已选中：点击它的去处</translation>
    </message>
    <message>
        <source>a legal move found</source>
        <translation>已找到的合法走法</translation>
    </message>
    <message>
        <source>Click the state %1 takes next: the front of its queue.</source>
        <translation>点击 %1 下一个取出的状态：它队列的队首。</translation>
    </message>
    <message>
        <source>%1 expands %2. Click the state it pushes next.</source>
        <translation>%1 正在扩展 %2。点击它下一个压入的状态。</translation>
    </message>
    <message>
        <source>The search is over: nothing is left to take.</source>
        <translation>搜索已结束：没有可取的状态了。</translation>
    </message>
    <message>
        <source>%1 has not been reached yet: only a state in the queue can be taken.</source>
        <translation>%1 尚未到达：只能取出队列中的状态。</translation>
    </message>
    <message>
        <source>%1 was already expanded, with %2.</source>
        <translation>%1 已经扩展过，代价为 %2。</translation>
    </message>
    <message>
        <source>%1 is not the front of the queue: %2 is.</source>
        <translation>%1 不是队首：%2 才是。</translation>
    </message>
    <message>
        <source>%1 was already reached with %2.</source>
        <translation>%1 已经以 %2 到达过。</translation>
    </message>
    <message>
        <source>%1 is pushed later: %2 comes first.</source>
        <translation>%1 稍后才压入：%2 在前。</translation>
    </message>
    <message>
        <source>%1 is closed by the rules: %2 cannot be passed.</source>
        <translation>%1 被规则封闭：%2 无法通过。</translation>
    </message>
    <message>
        <source>%1 is not one step from %2, the state being expanded.</source>
        <translation>%1 与正在扩展的状态 %2 并不相邻（一步之遥）。</translation>
    </message>
    <message>
        <source>Right: %1 takes %2 (%3).</source>
        <translation>正确：%1 取出 %2（%3）。</translation>
    </message>
    <message>
        <source>Right: %1 pushes %2 with %3.</source>
        <translation>正确：%1 以 %3 压入 %2。</translation>
    </message>
    <message>
        <source>The answer: %1 takes %2 next.</source>
        <translation>答案：%1 下一步取出 %2。</translation>
    </message>
    <message>
        <source>The answer: %1 pushes %2 next.</source>
        <translation>答案：%1 下一步压入 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n steps right</source>
        <translation>
            <numerusform>%n 步中对了 %1 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: %1 answers %2. %3.</source>
        <translation>完成：%1 的答案是 %2。%3。</translation>
    </message>
    <message>
        <source>No state of %1 stands on %2.</source>
        <translation>%2 上没有 %1 的状态。</translation>
    </message>
    <message>
        <source>Which state on %1? Choose one below.</source>
        <translation>%1 上的哪个状态？请在下面选择。</translation>
    </message>
    <message>
        <source>Find every legal move of this configuration: click a piece, then where it goes (%1 of %2 found).</source>
        <translation>找出这个局面的所有合法走法：先点一枚棋子，再点它的去处（已找到 %1 / %2）。</translation>
    </message>
    <message>
        <source>Right: %1 is legal.</source>
        <translation>正确：%1 是合法走法。</translation>
    </message>
    <message>
        <source>%1 is refused: %2.</source>
        <translation>%1 被拒绝：%2。</translation>
    </message>
    <message>
        <source>%1 was found already.</source>
        <translation>%1 已经找到过了。</translation>
    </message>
    <message>
        <source>The answer: %1 is a legal move not found yet.</source>
        <translation>答案：%1 是尚未找到的合法走法。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n proposals right</source>
        <translation>
            <numerusform>%n 次提议中对了 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: all %n legal moves found. %1.</source>
        <translation>
            <numerusform>完成：%n 个合法走法全部找到。%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the cell of the state to propose (or go to it with the arrows and press Space); where a cell holds several states, choose one below.</source>
        <translation>点击要提出的状态所在的格子（或用方向键移到那里再按空格）；一个格子有多个状态时，在下面选择一个。</translation>
    </message>
    <message>
        <source>Click a piece, then the square it jumps or slides to (or go to each with the arrows and press Space).</source>
        <translation>点击一枚棋子，再点击它跳到或滑到的格子（或用方向键移到每一处再按空格）。</translation>
    </message>
    <message>
        <source>after the search was over</source>
        <translation>搜索结束之后</translation>
    </message>
    <message>
        <source>taken before it was reached</source>
        <translation>尚未到达就取出</translation>
    </message>
    <message>
        <source>expanded a second time</source>
        <translation>第二次扩展</translation>
    </message>
    <message>
        <source>not the front of the queue</source>
        <translation>不是队首</translation>
    </message>
    <message>
        <source>pushed though already reached</source>
        <translation>已到达过却又入队</translation>
    </message>
    <message>
        <source>pushed out of order</source>
        <translation>入队顺序不对</translation>
    </message>
    <message>
        <source>closed by the rules</source>
        <translation>被规则挡住</translation>
    </message>
    <message>
        <source>not one step away</source>
        <translation>不在一步之内</translation>
    </message>
    <message>
        <source>a move found already</source>
        <translation>已经找到过的走法</translation>
    </message>
    <message>
        <source>a move the rules refuse</source>
        <translation>规则不允许的走法</translation>
    </message>
    <message>
        <source>This start is too far from the goal to search by hand: %1 would take %2 frames from its queue here, an exercise at most %3 frames discovered.</source>
        <translation>这个起始局面离目标太远，无法手算：%1 在这里要从队列中取出 %2 个局面，而一次练习最多发现 %3 个局面。</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>Rows</source>
        <comment>lianliankan/rows</comment>
        <translation>行数</translation>
    </message>
    <message>
        <source>rows of each board</source>
        <comment>lianliankan/rows</comment>
        <translation>每个棋盘的行数</translation>
    </message>
    <message>
        <source>Columns</source>
        <comment>lianliankan/cols</comment>
        <translation>列数</translation>
    </message>
    <message>
        <source>columns of each board</source>
        <comment>lianliankan/cols</comment>
        <translation>每个棋盘的列数</translation>
    </message>
    <message>
        <source>Queries</source>
        <comment>lianliankan/queries</comment>
        <translation>询问数</translation>
    </message>
    <message>
        <source>queries per case (the judge takes up to 49)</source>
        <comment>lianliankan/queries</comment>
        <translation>每组数据的询问数（判题最多 49 个）</translation>
    </message>
    <message>
        <source>Density</source>
        <comment>lianliankan/density</comment>
        <translation>密度</translation>
    </message>
    <message>
        <source>chance that a cell holds a tile</source>
        <comment>lianliankan/density</comment>
        <translation>一格放有图块的概率</translation>
    </message>
    <message>
        <source>Cases</source>
        <comment>lianliankan/cases</comment>
        <translation>数据组数</translation>
    </message>
    <message>
        <source>cases in the file</source>
        <comment>lianliankan/cases</comment>
        <translation>文件中的数据组数</translation>
    </message>
    <message>
        <source>Kinds of tile</source>
        <comment>lianliankan/tiles</comment>
        <translation>图块种类</translation>
    </message>
    <message>
        <source>kinds of tile</source>
        <comment>lianliankan/tiles</comment>
        <translation>图块的种类数</translation>
    </message>
    <message>
        <source>Columns</source>
        <comment>mahjong/cols</comment>
        <translation>列数</translation>
    </message>
    <message>
        <source>board width (columns)</source>
        <comment>mahjong/cols</comment>
        <translation>棋盘宽度（列数）</translation>
    </message>
    <message>
        <source>Rows</source>
        <comment>mahjong/rows</comment>
        <translation>行数</translation>
    </message>
    <message>
        <source>board height (rows)</source>
        <comment>mahjong/rows</comment>
        <translation>棋盘高度（行数）</translation>
    </message>
    <message>
        <source>Pairs</source>
        <comment>mahjong/queries</comment>
        <translation>卡片对数</translation>
    </message>
    <message>
        <source>pairs per board</source>
        <comment>mahjong/queries</comment>
        <translation>每个棋盘的询问对数</translation>
    </message>
    <message>
        <source>Density</source>
        <comment>mahjong/density</comment>
        <translation>密度</translation>
    </message>
    <message>
        <source>fraction of cells holding a card</source>
        <comment>mahjong/density</comment>
        <translation>放有卡片的格子比例</translation>
    </message>
    <message>
        <source>Boards</source>
        <comment>mahjong/cases</comment>
        <translation>棋盘数</translation>
    </message>
    <message>
        <source>boards</source>
        <comment>mahjong/cases</comment>
        <translation>棋盘个数</translation>
    </message>
    <message>
        <source>Cases</source>
        <comment>solitaire/cases</comment>
        <translation>数据组数</translation>
    </message>
    <message>
        <source>cases in the file</source>
        <comment>solitaire/cases</comment>
        <translation>文件中的数据组数</translation>
    </message>
    <message>
        <source>Rows</source>
        <comment>huarongdao/rows</comment>
        <translation>行数</translation>
    </message>
    <message>
        <source>rows of the board</source>
        <comment>huarongdao/rows</comment>
        <translation>棋盘的行数</translation>
    </message>
    <message>
        <source>Columns</source>
        <comment>huarongdao/cols</comment>
        <translation>列数</translation>
    </message>
    <message>
        <source>columns of the board</source>
        <comment>huarongdao/cols</comment>
        <translation>棋盘的列数</translation>
    </message>
    <message>
        <source>Queries</source>
        <comment>huarongdao/queries</comment>
        <translation>询问数</translation>
    </message>
    <message>
        <source>queries on the board</source>
        <comment>huarongdao/queries</comment>
        <translation>棋盘上的询问数</translation>
    </message>
    <message>
        <source>Density</source>
        <comment>huarongdao/density</comment>
        <translation>密度</translation>
    </message>
    <message>
        <source>the chance that a cell is movable</source>
        <comment>huarongdao/density</comment>
        <translation>一格可活动的概率</translation>
    </message>
    <message>
        <source>Corridors</source>
        <comment>huarongdao/corridors</comment>
        <translation>走廊迷宫</translation>
    </message>
    <message>
        <source>1: a maze of one-cell corridors inside a movable border, as the official data&apos;s large tests (density unused); 0: each cell movable by chance</source>
        <comment>huarongdao/corridors</comment>
        <translation>1：可活动边框内由单格走廊组成的迷宫，如官方数据的大测试点（不用密度）；0：每格按概率可活动</translation>
    </message>
    <message>
        <source>Cases</source>
        <comment>eight/cases</comment>
        <translation>数据组数</translation>
    </message>
    <message>
        <source>cases in the file</source>
        <comment>eight/cases</comment>
        <translation>文件中的数据组数</translation>
    </message>
    <message>
        <source>Only solvable</source>
        <comment>eight/solvable</comment>
        <translation>仅限有解</translation>
    </message>
    <message>
        <source>1: every start can reach the goal; 0: half of them cannot</source>
        <comment>eight/solvable</comment>
        <translation>1：每个起始局面都能到达目标局面；0：其中约一半不能</translation>
    </message>
</context>
<context>
    <name>Gradebook</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Moodle&apos;s import matches each row to a user by username, ID number or e-mail address: give a roster that names them</source>
        <translation>Moodle 导入时按用户名、学号或电子邮件地址把每一行对应到用户：请提供写有这些信息的花名册</translation>
    </message>
    <message>
        <source>Moodle&apos;s import matches each row to a user by username, ID number or e-mail address, and the roster gives none of them for every student: %1 has none</source>
        <translation>Moodle 导入时按用户名、学号或电子邮件地址把每一行对应到用户，而花名册中没有一项是每位学生都有的：%1 一项也没有</translation>
    </message>
</context>
<context>
    <name>Huarongdao</name>
    <message>
        <source>Huarongdao (NOIP 2013)</source>
        <translation>华容道（NOIP 2013）</translation>
    </message>
    <message numerus="yes">
        <source>Board: %1 × %2, %n games</source>
        <translation>
            <numerusform>棋盘：%1 × %2，%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>blank %1, piece %2 to %3</source>
        <translation>空格 %1，棋子 %2 → 目标 %3</translation>
    </message>
    <message>
        <source>blank on %1, marked piece on %2</source>
        <translation>空格在 %1，指定棋子在 %2</translation>
    </message>
    <message>
        <source>blank alone on %1, not yet beside the marked piece</source>
        <translation>空格独自在 %1，尚未靠近指定棋子</translation>
    </message>
    <message>
        <source>above</source>
        <translation>上方</translation>
    </message>
    <message>
        <source>right of</source>
        <translation>右侧</translation>
    </message>
    <message>
        <source>below</source>
        <translation>下方</translation>
    </message>
    <message>
        <source>left of</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>marked piece on %1, blank %2 it</source>
        <translation>指定棋子在 %1，空格在其%2</translation>
    </message>
    <message>
        <source>the marked piece is already on the target</source>
        <translation>指定棋子已在目标位置</translation>
    </message>
    <message numerus="yes">
        <source>%n moves (★ the marked piece): %1</source>
        <translation>
            <numerusform>%n 步（★ 为指定棋子）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>the marked piece can never reach the target</source>
        <translation>指定棋子永远无法到达目标</translation>
    </message>
    <message>
        <source>fixed piece</source>
        <translation>固定棋子</translation>
    </message>
    <message>
        <source>movable piece, state not reached</source>
        <translation>可移动棋子，状态未到达</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>目标位置</translation>
    </message>
    <message>
        <source>the marked piece (black disc)</source>
        <translation>指定棋子（黑色圆盘）</translation>
    </message>
    <message>
        <source>the blank (dashed square)</source>
        <translation>空格（虚线方框）</translation>
    </message>
    <message>
        <source>wedge: the piece here, the blank on that side</source>
        <translation>楔形：棋子在此格，空格在该侧</translation>
    </message>
    <message>
        <source>frontier: reached, waiting</source>
        <translation>边界（frontier）：已到达，待扩展</translation>
    </message>
    <message>
        <source>expanded, few moves</source>
        <translation>已扩展，步数少</translation>
    </message>
    <message>
        <source>expanded, the most moves</source>
        <translation>已扩展，步数最多</translation>
    </message>
    <message>
        <source>being expanded now</source>
        <translation>正在扩展</translation>
    </message>
    <message>
        <source>the marked piece&apos;s way, replayed move by move</source>
        <translation>指定棋子的路线，逐步回放</translation>
    </message>
    <message>
        <source>movable</source>
        <translation>可移动</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message numerus="yes">
        <source>blank %1: %n moves</source>
        <translation>
            <numerusform>空格在%1：%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>number in a wedge: the fewest moves found so far</source>
        <translation>楔形中的数字：目前找到的最少步数</translation>
    </message>
    <message>
        <source>movable piece</source>
        <translation>可移动棋子</translation>
    </message>
    <message>
        <source>tag h N: A*&apos;s estimate, the piece&apos;s moves still needed at least</source>
        <translation>标签 h N：A* 的估计，目标块至少还需的步数</translation>
    </message>
    <message>
        <source>the blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>the marked piece</source>
        <translation>目标棋子</translation>
    </message>
    <message>
        <source>tag h N: the blank walk&apos;s estimate, its moves to a side of the piece at least</source>
        <translation>标签 h N：空格行走的估计，至少还需走到指定棋子一侧的步数</translation>
    </message>
    <message>
        <source>Moves settled</source>
        <translation>已确定的步数</translation>
    </message>
    <message>
        <source>Moves of the state taken</source>
        <translation>取出的状态的步数</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>已扩展</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>边界</translation>
    </message>
    <message>
        <source>Largest frontier</source>
        <translation>最大边界</translation>
    </message>
    <message>
        <source>Moves from the target</source>
        <translation>距目标的步数</translation>
    </message>
</context>
<context>
    <name>HuarongdaoPlay</name>
    <message numerus="yes">
        <source>Target reached in %n moves.</source>
        <translation>
            <numerusform>用 %n 步到达目标。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Target reached in %n moves: the fewest possible.</source>
        <translation>
            <numerusform>用 %n 步到达目标：这是最少步数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Target reached in %n moves; the fewest from the start is %1, %2 fewer.</source>
        <translation>
            <numerusform>用 %n 步到达目标；从开始最少需要 %1 步，少 %2 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made: %1.</source>
        <translation>已走 %1 步。</translation>
    </message>
    <message>
        <source>Counting the fewest moves left…</source>
        <translation>正在计算剩余的最少步数…</translation>
    </message>
    <message>
        <source>From here the marked piece cannot reach the target.</source>
        <translation>从这里起，标记棋子无法到达目标。</translation>
    </message>
    <message>
        <source>Fewest moves left from here: %1.</source>
        <translation>从这里起最少还需 %1 步。</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>it is not JSON (at byte %1: %2)</source>
        <translation>它不是 JSON（在第 %1 字节处：%2）</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>它不是一个 JSON 对象</translation>
    </message>
    <message>
        <source>it is not a Frontier journal (its &quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>它不是 Frontier 的日志（其“format”不是“%1”）</translation>
    </message>
    <message>
        <source>it is a journal of another version of Frontier (version %1)</source>
        <translation>它是另一版本 Frontier 的日志（版本 %1）</translation>
    </message>
    <message>
        <source>its &quot;kind&quot; is neither a judge file nor a lesson</source>
        <translation>其“kind”既不是评测文件也不是课件</translation>
    </message>
    <message>
        <source>its &quot;%1&quot; is missing or not text</source>
        <translation>其“%1”缺失或不是文本</translation>
    </message>
    <message>
        <source>its &quot;written&quot; is not a time</source>
        <translation>其“written”不是一个时间</translation>
    </message>
    <message>
        <source>it names no puzzle</source>
        <translation>它没有写明谜题</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot lock %1</source>
        <translation>无法锁定 %1</translation>
    </message>
    <message>
        <source>it is not a plain file (a link, a device or a pipe), as every journal Frontier writes is</source>
        <translation>它不是普通文件（而是链接、设备或管道），而 Frontier 写的日志都是普通文件</translation>
    </message>
    <message>
        <source>it is %1, larger than any journal Frontier writes (at most %2)</source>
        <translation>它有 %1，比 Frontier 写的任何日志都大（最多 %2）</translation>
    </message>
    <message>
        <source>it grew past %1 while it was read</source>
        <translation>读取时它增大到了超过 %1</translation>
    </message>
</context>
<context>
    <name>JsonField</name>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>is %1 characters long; it may be at most %2</source>
        <translation>长 %1 个字符；最多只能 %2 个</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>is not a field of the format</source>
        <translation>不是该格式的字段</translation>
    </message>
    <message>
        <source>JSON: %1</source>
        <translation>JSON：%1</translation>
    </message>
    <message>
        <source>%1 is a JSON object</source>
        <translation>%1 是一个 JSON 对象</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is not a regular file (a device, a pipe or a socket)</source>
        <translation>不是普通文件（是设备、管道或套接字）</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is larger than the %1 MiB such a file may be</source>
        <translation>超过了此类文件允许的 %1 MiB</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的整数</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>Step through search algorithms on judge puzzles.</source>
        <translation>在判题谜题上逐步演示搜索算法。</translation>
    </message>
    <message>
        <source>A judge input file to open.</source>
        <translation>要打开的判题输入文件。</translation>
    </message>
    <message>
        <source>Read FILE as this puzzle (%1).</source>
        <translation>按此谜题读取 FILE（%1）。</translation>
    </message>
    <message>
        <source>Show case K (from 1).</source>
        <translation>显示第 K 组数据（从 1 开始）。</translation>
    </message>
    <message>
        <source>Show query J of the case (from 1).</source>
        <translation>显示该组的第 J 个询问（从 1 开始）。</translation>
    </message>
    <message>
        <source>Run this algorithm (default: the judge&apos;s).</source>
        <translation>运行此算法（默认：判题程序所用算法）。</translation>
    </message>
    <message>
        <source>Put the cursor at step N of the search, or at its end.</source>
        <translation>将光标置于搜索的第 N 步，或其结尾（end）。</translation>
    </message>
    <message>
        <source>Save the window as a PNG picture and quit.</source>
        <translation>将窗口保存为 PNG 图片后退出。</translation>
    </message>
    <message>
        <source>Start in presentation mode (large fonts, high contrast).</source>
        <translation>以演示模式启动（大字体、高对比度）。</translation>
    </message>
    <message>
        <source>Write timeline positions S to E as an animated GIF or an MP4 video (by the suffix) and quit.</source>
        <translation>把时间线上第 S 到第 E 个位置写成 GIF 动画或 MP4 视频（按后缀），然后退出。</translation>
    </message>
    <message>
        <source>The animation&apos;s frames a second (%1 to %2).</source>
        <translation>动画每秒的帧数（%1 到 %2）。</translation>
    </message>
    <message>
        <source>Compare these searches side by side (two to four, by commas).</source>
        <translation>并排比较这些搜索（二到四个，用逗号分隔）。</translation>
    </message>
    <message>
        <source>What each beat of the comparison is (--step counts them).</source>
        <translation>比较时每一拍是什么（--step 按拍计数）。</translation>
    </message>
    <message>
        <source>Ask mode: put the first question at or after --step.</source>
        <translation>提问模式：在 --step 处或之后提出第一个问题。</translation>
    </message>
    <message>
        <source>With --ask: pick these cells (row,col by spaces), then reveal.</source>
        <translation>与 --ask 一起使用：选这些格子（行,列，以空格分隔），然后揭晓。</translation>
    </message>
    <message>
        <source>Enter edit, play or exercise mode before the screenshot.</source>
        <translation>截图前进入编辑、游戏或练习模式。</translation>
    </message>
    <message>
        <source>With --mode exercise: take the model answer&apos;s first N steps, then show the next.</source>
        <translation>与 --mode exercise 一起使用：按标准答案走前 N 步，然后显示下一步。</translation>
    </message>
    <message>
        <source>With a lesson (FILE.frontier-lesson): show its slide N (from 1).</source>
        <translation>与课件（FILE.frontier-lesson）一起使用：显示它的第 N 张幻灯片（从 1 起）。</translation>
    </message>
    <message>
        <source>With --export-animation: the narration&apos;s sentence as a caption under each frame.</source>
        <translation>与 --export-animation 一起使用：把讲解的句子作为每帧下方的字幕。</translation>
    </message>
    <message>
        <source>Write the picture at the cursor as PNG or SVG (by the suffix) and quit.</source>
        <translation>把光标处的图片写成 PNG 或 SVG（按后缀）后退出。</translation>
    </message>
    <message>
        <source>With --picture: the whole view (board, legend, counters, pseudo-code, narration) or the board alone.</source>
        <translation>与 --picture 一起使用：整个视图（棋盘、图例、计数器、伪代码、讲解）或仅棋盘。</translation>
    </message>
    <message>
        <source>The animation&apos;s first position, from 0, or end (default: the replay of the found moves, or 0).</source>
        <translation>动画的起始位置：从 0 起的数字，或 end（默认：所找到走法的回放起点，否则为 0）。</translation>
    </message>
    <message>
        <source>Window size for the screenshot; with --export-animation the frames&apos; size (by default the board fitted within 1920x1080), with --picture the picture&apos;s.</source>
        <translation>截图时的窗口大小；与 --export-animation 一起使用时是每帧的大小（默认：棋盘保持比例放进 1920x1080 之内），与 --picture 一起使用时是图片的大小。</translation>
    </message>
    <message>
        <source>The animation&apos;s last position, or end (default: the end of the timeline, but at most %1 frames; a longer search is cut after its last whole layer that fits). An animation has at most %2 frames, and one that would take more than %3 minutes to draw is refused with its estimate; the frames drawn are counted on standard error.</source>
        <translation>动画的最后位置，或 end（默认：时间轴末尾，但最多 %1 帧；更长的搜索在能放下的最后一整层之后截断）。动画最多 %2 帧；预计绘制超过 %3 分钟的会被拒绝并给出估计；已绘制的帧数写在标准错误上。</translation>
    </message>
    <message>
        <source>Keep results under this name; a lesson&apos;s slide that generates a board shows this student&apos;s.</source>
        <translation>用这个姓名保存成绩；课程中生成棋盘的幻灯片显示这位学生自己的棋盘。</translation>
    </message>
    <message>
        <source>With a lesson, --slide and --student: write that student&apos;s board of the slide as a judge file and quit.</source>
        <translation>与课程、--slide 和 --student 一起使用：把该学生在这页幻灯片上的棋盘写成评测文件后退出。</translation>
    </message>
    <message>
        <source>Read a folder of the class&apos;s results (*.frontier-results), grade each again from its steps, and quit; a file that does not read is named with its place.</source>
        <translation>读取全班成绩所在的文件夹（*.frontier-results），按记录的步骤逐份重新评分后退出；读不了的文件会指出出错位置。</translation>
    </message>
    <message>
        <source>With --class-results: write the gradebook as CSV.</source>
        <translation>与 --class-results 一起使用：把成绩册写成 CSV。</translation>
    </message>
    <message>
        <source>With --csv: the gradebook&apos;s format, Canvas&apos;s or Moodle&apos;s (Moodle&apos;s needs a roster).</source>
        <translation>与 --csv 一起使用：成绩册的格式，Canvas 或 Moodle（Moodle 需要花名册）。</translation>
    </message>
    <message>
        <source>With --class-results: the class&apos;s roster (CSV: name, login, id, email, section), which matches each student to their account in the gradebook (default: FOLDER/roster.csv, if there).</source>
        <translation>与 --class-results 一起使用：班级花名册（CSV：name、login、id、email、section），把每位学生对应到成绩册中的账号（默认：FOLDER/roster.csv，如果存在）。</translation>
    </message>
    <message>
        <source>With --presentation --screenshot and two screens: the stage taken as in class (full screen on the other screen), and the presenter&apos;s console saved as this PNG picture.</source>
        <translation>与 --presentation --screenshot 一起、且有两个屏幕时使用：像上课时一样占用舞台（在另一个屏幕上全屏），并把演示者控制台保存为这个 PNG 图片。</translation>
    </message>
    <message>
        <source>Judge your program&apos;s answers to FILE (one line a query), mark each query right or wrong, and show the first wrong one (searched to its end).</source>
        <translation>评判你的程序对 FILE 的答案（每个询问一行），把每个询问标为对或错，并显示第一个错误的询问（搜索到结尾）。</translation>
    </message>
</context>
<context>
    <name>LayerChart</name>
    <message>
        <source>from the start</source>
        <translation>从起点</translation>
    </message>
    <message>
        <source>from the goal</source>
        <translation>从终点</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>must be a string or an object with &quot;en&quot; and &quot;zh&quot;</source>
        <translation>必须是字符串，或带 &quot;en&quot; 和 &quot;zh&quot; 的对象</translation>
    </message>
    <message>
        <source>is not a language of the lesson (en, zh)</source>
        <translation>不是课件的语言（en、zh）</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;judge_text&quot; and &quot;file&quot;</source>
        <translation>&quot;judge_text&quot; 和 &quot;file&quot; 必须恰好有一个</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the judge text is not a %1 file: %2</source>
        <translation>判题文本不是%1文件：%2</translation>
    </message>
    <message>
        <source>must be an object of rules, such as {&quot;outside&quot;: 1}</source>
        <translation>必须是规则对象，例如 {&quot;outside&quot;: 1}</translation>
    </message>
    <message>
        <source>%1 has no rules to change</source>
        <translation>%1没有可改的规则</translation>
    </message>
    <message>
        <source>is not a rule of %1 (its rules: %2)</source>
        <translation>不是%1的规则（它的规则：%2）</translation>
    </message>
    <message>
        <source>must be a list of one search, or two to %1 to compare</source>
        <translation>必须是一个搜索的列表，或二到 %1 个要对比的搜索</translation>
    </message>
    <message>
        <source>%1 has no search &quot;%2&quot; (its searches: %3)</source>
        <translation>%1没有搜索 &quot;%2&quot;（它的搜索：%3）</translation>
    </message>
    <message>
        <source>must be a list of bookmarks</source>
        <translation>必须是书签列表</translation>
    </message>
    <message>
        <source>must be an object with &quot;step&quot; (and &quot;fine&quot;, &quot;note&quot;)</source>
        <translation>必须是带 &quot;step&quot;（以及 &quot;fine&quot;、&quot;note&quot;）的对象</translation>
    </message>
    <message>
        <source>needs &quot;step&quot;</source>
        <translation>缺少 &quot;step&quot;</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>needs &quot;puzzle&quot;</source>
        <translation>缺少 &quot;puzzle&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a puzzle (the puzzles: %2)</source>
        <translation>&quot;%1&quot; 不是谜题（谜题有：%2）</translation>
    </message>
    <message>
        <source>the judge file holds no cases</source>
        <translation>判题文件里没有测试用例</translation>
    </message>
    <message>
        <source>the judge file holds no cases: a slide shows a search of one</source>
        <translation>判题文件里没有测试用例：一张幻灯片要显示对某个用例的搜索</translation>
    </message>
    <message>
        <source>case %1 of the judge file asks nothing: a slide shows a search of a query</source>
        <translation>判题文件的第 %1 个用例没有询问：一张幻灯片要显示对某个询问的搜索</translation>
    </message>
    <message>
        <source>needs &quot;algorithms&quot;</source>
        <translation>缺少 &quot;algorithms&quot;</translation>
    </message>
    <message>
        <source>must be a step number or &quot;end&quot;</source>
        <translation>必须是步数或 &quot;end&quot;</translation>
    </message>
    <message>
        <source>must be &quot;layer&quot; or &quot;pop&quot;, not &quot;%1&quot;</source>
        <translation>必须是 &quot;layer&quot; 或 &quot;pop&quot;，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>goes with one search, not a comparison</source>
        <translation>只能用于一个搜索，不能用于对比</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;: this is not a Frontier lesson</source>
        <translation>必须是 &quot;%1&quot;：这不是 Frontier 课件</translation>
    </message>
    <message>
        <source>must be a list of one slide or more</source>
        <translation>必须是含一张或多张幻灯片的列表</translation>
    </message>
    <message>
        <source>holds a NUL character, which no file name has</source>
        <translation>含有 NUL 字符，而文件名中不会有这个字符</translation>
    </message>
    <message>
        <source>goes without &quot;ask&quot;: the class does the search itself</source>
        <translation>不能与 &quot;ask&quot; 同用：搜索由全班亲手完成</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>must be a list of two to four choices</source>
        <translation>必须是包含两到四个选项的列表</translation>
    </message>
    <message>
        <source>must count the hands of each choice</source>
        <translation>必须给出每个选项的举手人数</translation>
    </message>
    <message>
        <source>must be a date and time, as 2026-12-06T09:30:00Z</source>
        <translation>必须是日期和时间，例如 2026-12-06T09:30:00Z</translation>
    </message>
    <message>
        <source>is not a parameter of the puzzle&apos;s generator</source>
        <translation>不是该谜题生成器的参数</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>must name two searches</source>
        <translation>必须给出两个搜索</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;judge_text&quot;, &quot;file&quot; and &quot;generate&quot;</source>
        <translation>&quot;judge_text&quot;、&quot;file&quot; 和 &quot;generate&quot; 必须恰好给出一个</translation>
    </message>
    <message>
        <source>goes with &quot;exercise&quot;: it limits the tries on each step</source>
        <translation>需与 &quot;exercise&quot; 一起使用：它限制每一步的尝试次数</translation>
    </message>
    <message>
        <source>A lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>needs a step number</source>
        <translation>需要一个步数</translation>
    </message>
</context>
<context>
    <name>Lianliankan</name>
    <message>
        <source>Lianliankan (HDU 1175)</source>
        <translation>连连看（HDU 1175）</translation>
    </message>
    <message numerus="yes">
        <source>Case %1: %2 × %3 board, %n queries</source>
        <translation>
            <numerusform>第 %1 组：%2 × %3 棋盘，%n 个询问</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tile %2 with %3 tile %4</source>
        <translation>%1 棋子 %2 与 %3 棋子 %4</translation>
    </message>
    <message>
        <source>column %1 as the middle segment</source>
        <translation>以第 %1 列为中间线段</translation>
    </message>
    <message>
        <source>row %1 as the middle segment</source>
        <translation>以第 %1 行为中间线段</translation>
    </message>
    <message>
        <source>%1 heading %2</source>
        <translation>%1 朝%2</translation>
    </message>
    <message numerus="yes">
        <source>%n turns: %1</source>
        <translation>
            <numerusform>%n 次转弯：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>a click is off the board</source>
        <translation>有一次点击落在棋盘之外</translation>
    </message>
    <message>
        <source>both clicks are the same cell</source>
        <translation>两次点击的是同一个格子</translation>
    </message>
    <message>
        <source>a clicked cell is blank</source>
        <translation>点击的格子中有空格</translation>
    </message>
    <message>
        <source>the two tiles differ</source>
        <translation>两个棋子不相同</translation>
    </message>
    <message numerus="yes">
        <source>no line of at most %n turns</source>
        <translation>
            <numerusform>不存在转弯不超过 %n 次的连线</numerusform>
        </translation>
    </message>
    <message>
        <source>tile (its number when cells are large)</source>
        <translation>棋子（格子够大时显示编号）</translation>
    </message>
    <message>
        <source>the two clicked tiles</source>
        <translation>点击的两个棋子</translation>
    </message>
    <message>
        <source>blank, not reached</source>
        <translation>空格，未到达</translation>
    </message>
    <message>
        <source>frontier: reached, waiting</source>
        <translation>边界（frontier）：已到达，待扩展</translation>
    </message>
    <message>
        <source>expanded with 0 turns</source>
        <translation>已扩展，0 次转弯</translation>
    </message>
    <message>
        <source>expanded with the most turns</source>
        <translation>已扩展，转弯最多</translation>
    </message>
    <message>
        <source>being expanded now (the arrow: its heading)</source>
        <translation>正在扩展（箭头：前进方向）</translation>
    </message>
    <message>
        <source>the linking line</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>outside the board (open)</source>
        <translation>棋盘外（可通行）</translation>
    </message>
    <message>
        <source>shaded: the row or column being tried as the middle segment</source>
        <translation>阴影：正被当作中间线段尝试的行或列</translation>
    </message>
    <message>
        <source>dashed: the three segments of the line tried through it</source>
        <translation>虚线：经过该行或列尝试的连线的三段</translation>
    </message>
    <message>
        <source>outside the board (closed, never tried)</source>
        <translation>棋盘外（不可通行，从不尝试）</translation>
    </message>
    <message>
        <source>Candidate lines tried</source>
        <translation>已尝试的候选线</translation>
    </message>
    <message>
        <source>Candidate lines left</source>
        <translation>尚未尝试的候选线</translation>
    </message>
    <message>
        <source>Candidate lines in all</source>
        <translation>候选线总数</translation>
    </message>
    <message>
        <source>outside the board (closed)</source>
        <translation>棋盘外（不可通行）</translation>
    </message>
    <message>
        <source>outside the board</source>
        <translation>棋盘外</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>棋子 %1</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>small italic number: the fewest turns found so far</source>
        <translation>斜体小数字：目前找到的最少转弯次数</translation>
    </message>
    <message>
        <source>expanded nearest the start</source>
        <translation>已扩展，离起点最近</translation>
    </message>
    <message>
        <source>expanded farthest from the start</source>
        <translation>已扩展，离起点最远</translation>
    </message>
    <message>
        <source>small italic number: steps from the start</source>
        <translation>斜体小数字：离起点的步数</translation>
    </message>
    <message>
        <source>small italic number: the turns it counted (it misses some)</source>
        <translation>斜体小数字：它数出的转弯次数（有些被漏记）</translation>
    </message>
    <message>
        <source>the shortest line it judged</source>
        <translation>它据以判断的最短连线</translation>
    </message>
    <message>
        <source>numbered disc: a turn past the two allowed</source>
        <translation>带编号的圆点：超出允许的两次之外的转弯</translation>
    </message>
    <message numerus="yes">
        <source>its shortest line turns %n times: %1</source>
        <translation>
            <numerusform>它的最短连线转弯 %n 次：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LianliankanPlay</name>
    <message>
        <source>Pairs taken: %1.</source>
        <translation>已消去 %1 对。</translation>
    </message>
    <message>
        <source>The board is cleared.</source>
        <translation>棋盘已清空。</translation>
    </message>
    <message>
        <source>No pair is left that links: the board was not cleared.</source>
        <translation>已没有能连通的一对：棋盘没有清空。</translation>
    </message>
    <message>
        <source>Click two equal tiles that link; H shows a pair.</source>
        <translation>点击两张能连通的相同方块；按 H 显示一对。</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>Mahjong</name>
    <message>
        <source>Mahjong (POJ 1101 The Game)</source>
        <translation>麻将（POJ 1101 The Game）</translation>
    </message>
    <message numerus="yes">
        <source>Board %1: %2 wide, %3 high, %n pairs</source>
        <translation>
            <numerusform>第 %1 块棋盘：宽 %2，高 %3，%n 对牌</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <source>heading up</source>
        <translation>向上</translation>
    </message>
    <message>
        <source>heading right</source>
        <translation>向右</translation>
    </message>
    <message>
        <source>heading down</source>
        <translation>向下</translation>
    </message>
    <message>
        <source>heading left</source>
        <translation>向左</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n segments: %1</source>
        <translation>
            <numerusform>%n 条线段：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>the two ends are the same card</source>
        <translation>两端是同一张牌</translation>
    </message>
    <message>
        <source>no path joins the two cards</source>
        <translation>没有路径连接这两张牌</translation>
    </message>
    <message>
        <source>card</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>the two cards of the pair</source>
        <translation>这一对的两张牌</translation>
    </message>
    <message>
        <source>blank, not reached</source>
        <translation>空格，未到达</translation>
    </message>
    <message>
        <source>outside the board: paths may run here</source>
        <translation>棋盘外：路径可经过此处</translation>
    </message>
    <message>
        <source>outside the board: closed by the rules</source>
        <translation>棋盘外：规则禁止通行</translation>
    </message>
    <message>
        <source>frontier: reached, waiting</source>
        <translation>边界（frontier）：已到达，待扩展</translation>
    </message>
    <message>
        <source>expanded with the fewest segments (the start: 0)</source>
        <translation>已扩展，线段最少（起点为 0）</translation>
    </message>
    <message>
        <source>expanded with the most segments</source>
        <translation>已扩展，线段最多</translation>
    </message>
    <message>
        <source>being expanded now</source>
        <translation>正在扩展</translation>
    </message>
    <message>
        <source>the path, its segments numbered</source>
        <translation>路径，线段已编号</translation>
    </message>
    <message>
        <source>outside the board</source>
        <translation>棋盘外</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>small italic number: the fewest segments found so far</source>
        <translation>斜体小数字：目前找到的最少线段数</translation>
    </message>
    <message>
        <source>Expanded (cell, heading) states</source>
        <translation>已扩展的（格子，方向）状态</translation>
    </message>
    <message>
        <source>Waiting (cell, heading) states</source>
        <translation>等待中的（格子，方向）状态</translation>
    </message>
    <message>
        <source>Most waiting at once</source>
        <translation>同时等待的最多状态数</translation>
    </message>
    <message>
        <source>tag h N: A*&apos;s estimate, the segments still needed at least</source>
        <translation>标签 h N：A* 的估计，至少还需的线段数</translation>
    </message>
</context>
<context>
    <name>MahjongPlay</name>
    <message>
        <source>Pairs taken: %1.</source>
        <translation>已消去 %1 对。</translation>
    </message>
    <message>
        <source>The board is cleared.</source>
        <translation>棋盘已清空。</translation>
    </message>
    <message>
        <source>No pair of cards is left that a path joins: the board was not cleared.</source>
        <translation>已没有路径能连接的一对牌：棋盘没有清空。</translation>
    </message>
    <message>
        <source>Click two cards that a path joins; H shows a pair.</source>
        <translation>点击两张有路径相连的牌；按 H 显示一对。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Pa&amp;nels</source>
        <translation>面板(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课件(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>规则(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>回放(&amp;P)</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>设置(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>O&amp;pen As</source>
        <translation>打开为(&amp;P)</translation>
    </message>
</context>
<context>
    <name>MoveChoice</name>
    <message>
        <source>%1 jumps to %2</source>
        <translation>%1 跳到 %2</translation>
    </message>
    <message>
        <source>%1 steps to %2</source>
        <translation>%1 走到 %2</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>先检查两次点击：若两个棋子不同、其中一个是空格，或两次点击的是同一格，答案为 NO。</translation>
    </message>
    <message>
        <source>Count the tiles before each cell of every row and every column, once for the whole board.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>为每一行和每一列的每一格数出它之前的棋子数，整个棋盘只数一次。</translation>
    </message>
    <message>
        <source>List the candidate middle lines: every column, the two clicks&apos; own first, then every row.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>列出候选的中间线：每一列（两次点击所在的列优先），然后每一行。</translation>
    </message>
    <message>
        <source>Try {subject}.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>尝试 {subject}。</translation>
    </message>
    <message>
        <source>No middle line gives a clear path: the answer is NO.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>没有哪条中间线能给出畅通的路径：答案为 NO。</translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>先检查两次点击：若两个棋子不同、其中一个是空格，或两次点击的是同一格，答案为 NO。</translation>
    </message>
    <message>
        <source>Start from the first click: one state for each of the four headings, all with 0 turns, in layer 0.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>从第一次点击出发：四个朝向各一个状态，都是 0 次转弯，放入第 0 层。</translation>
    </message>
    <message>
        <source>Take {subject} from the layer of its turns, reached with {subject_cost}.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>从其转弯数所在的层取出 {subject}，到达时用了 {subject_cost}。</translation>
    </message>
    <message>
        <source>If {subject} has since been reached with fewer turns, skip it: that straighter line is explored instead.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 {subject} 此后已被转弯更少的线到达，跳过它：改为探索那条更直的线。</translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>看 {current} 前方的一格。</translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is the target, the answer is YES with {cost}.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 {current} 前方的一格就是目标，答案为 YES，用了 {cost}。</translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is open and no line reached it with {cost} or fewer, it joins this same layer.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 {current} 前方的一格是空的，且没有线以 {cost} 或更少到达过它，它加入同一层。</translation>
    </message>
    <message>
        <source>With {cost}, {current} may still turn: try the two headings at right angles.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>已用 {cost}，{current} 还可以转弯：尝试与之垂直的两个朝向。</translation>
    </message>
    <message>
        <source>Turn to {subject}: it joins the next layer unless a line reached it with as few turns.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>转向 {subject}：除非已有线以同样少的转弯到达它，否则它加入下一层。</translation>
    </message>
    <message>
        <source>No line of at most two turns reaches the target: the answer is NO.</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>没有转弯不超过两次的线能到达目标：答案为 NO。</translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/dfs</comment>
        <translation>先检查两次点击：若两个棋子不同、其中一个是空格，或两次点击的是同一格，答案为 NO。</translation>
    </message>
    <message>
        <source>Push the first click with each of the four headings, all with 0 turns.</source>
        <comment>lianliankan/dfs</comment>
        <translation>把第一次点击的四个朝向都压入栈，都是 0 次转弯。</translation>
    </message>
    <message>
        <source>While the stack holds a state, the line goes on from the newest one.</source>
        <comment>lianliankan/dfs</comment>
        <translation>只要栈中还有状态，线就从最新的那个继续走。</translation>
    </message>
    <message>
        <source>Pop {subject}, reached with {subject_cost}; skip it if it has since been pushed with fewer turns.</source>
        <comment>lianliankan/dfs</comment>
        <translation>弹出 {subject}，到达时用了 {subject_cost}；若它此后已以更少的转弯入栈，跳过它。</translation>
    </message>
    <message>
        <source>{subject} has used both turns and the target is not straight ahead: prune this branch.</source>
        <comment>lianliankan/dfs</comment>
        <translation>{subject} 已用完两次转弯，而目标不在正前方：剪掉这一支。</translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}.</source>
        <comment>lianliankan/dfs</comment>
        <translation>看 {current} 前方的一格。</translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is the target, the answer is YES with {cost}.</source>
        <comment>lianliankan/dfs</comment>
        <translation>若 {current} 前方的一格就是目标，答案为 YES，用了 {cost}。</translation>
    </message>
    <message>
        <source>With {cost}, {current} may still turn: try the two headings at right angles.</source>
        <comment>lianliankan/dfs</comment>
        <translation>已用 {cost}，{current} 还可以转弯：尝试与之垂直的两个朝向。</translation>
    </message>
    <message>
        <source>Turn to {subject}: push it with one turn more than {cost}, unless it was pushed with as few turns.</source>
        <comment>lianliankan/dfs</comment>
        <translation>转向 {subject}：以比 {cost} 多一次的转弯把它压入栈，除非它已以同样少的转弯入栈。</translation>
    </message>
    <message>
        <source>If the cell ahead of {current} is open and was never pushed with {cost} or fewer, push it: it is explored next.</source>
        <comment>lianliankan/dfs</comment>
        <translation>若 {current} 前方的一格是空的，且从未以 {cost} 或更少入栈，把它压入栈：下一步就探索它。</translation>
    </message>
    <message>
        <source>The stack is empty and no line of at most two turns reached the target: the answer is NO.</source>
        <comment>lianliankan/dfs</comment>
        <translation>栈已空，没有转弯不超过两次的线到达目标：答案为 NO。</translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>先检查两次点击：若两个棋子不同、其中一个是空格，或两次点击的是同一格，答案为 NO。</translation>
    </message>
    <message>
        <source>Remember the first click, count no turns yet, and walk on from it.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>记住第一次点击，转弯计数为 0，从它开始往前走。</translation>
    </message>
    <message>
        <source>Walk on from {subject}.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>从 {subject} 继续往前走。</translation>
    </message>
    <message>
        <source>Two turns are counted and {subject} is in neither the target&apos;s row nor its column: go back.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>已数到两次转弯，而 {subject} 既不在目标所在的行也不在其所在的列：退回。</translation>
    </message>
    <message>
        <source>Try the next neighbour of the cell the walk stands on.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>尝试当前所在格的下一个邻格。</translation>
    </message>
    <message>
        <source>Skip that neighbour if it is off the board, already on the line, or a tile other than the target.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>若这个邻格在棋盘外、已在线上，或是目标以外的棋子，跳过它。</translation>
    </message>
    <message>
        <source>{subject} differs from the remembered cell in row and in column: this looks like a turn.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>{subject} 与记住的格行列都不同：这看起来是一次转弯。</translation>
    </message>
    <message>
        <source>Count a turn at {subject} and remember it; a turn that keeps the remembered cell&apos;s row or column goes uncounted.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>在 {subject} 处记一次转弯并记住它；若转弯后仍与记住的格同行或同列，这次转弯就漏数了。</translation>
    </message>
    <message>
        <source>If {subject} is the target, the answer is YES.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>若 {subject} 是目标，答案为 YES。</translation>
    </message>
    <message>
        <source>Go back from {subject}: it leaves the line, and the remembered cell and the count are as they were.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>从 {subject} 退回：它离开这条线，记住的格和转弯计数恢复原样。</translation>
    </message>
    <message>
        <source>Every walk has been tried without reaching the target: the answer is NO.</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>所有走法都试过了，没有到达目标：答案为 NO。</translation>
    </message>
    <message>
        <source>Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>先检查两次点击：若两个棋子不同、其中一个是空格，或两次点击的是同一格，答案为 NO。</translation>
    </message>
    <message>
        <source>Give the first click length 0 and put it in the queue.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>第一次点击的长度记为 0，放入队列。</translation>
    </message>
    <message>
        <source>While the queue holds a cell, take the oldest.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>只要队列中还有格子，就取出最早入队的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the queue, {subject_cost} from the first click.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>从队列取出 {subject}，离第一次点击 {subject_cost}。</translation>
    </message>
    <message>
        <source>Look at the next neighbour of {current}.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>看 {current} 的下一个邻格。</translation>
    </message>
    <message>
        <source>If that neighbour is the target, follow the parents back: that is a shortest line.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>若这个邻格就是目标，沿父节点回溯：这就是一条最短的线。</translation>
    </message>
    <message>
        <source>Count the turns of that shortest line: at most two gives YES, more gives NO, though a longer line might turn less.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>数这条最短线的转弯：不超过两次为 YES，更多为 NO——尽管更长的线可能转弯更少。</translation>
    </message>
    <message>
        <source>If that neighbour is open and never reached, it gets length one more than {cost} and joins the queue.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>若这个邻格是空的且从未到达，它的长度比 {cost} 多一，并加入队列。</translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is NO.</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>队列已空，从未到达目标：答案为 NO。</translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若两张牌是同一格，答案为 0。</translation>
    </message>
    <message>
        <source>Give the first card layer 0 and expand it.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>第一张牌记为第 0 层，并扩展它。</translation>
    </message>
    <message>
        <source>If the target is right beside the first card, the answer is 1.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若目标就在第一张牌旁边，答案为 1。</translation>
    </message>
    <message>
        <source>If no run beside the first card shares a region with a run beside the target, no path can join them: the answer is 0.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若第一张牌旁的游程与目标旁的游程都不在同一区域，就没有路径能连接它们：答案为 0。</translation>
    </message>
    <message>
        <source>The run {subject}, beside the first card, gets layer 1 and joins the queue.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>游程 {subject} 在第一张牌旁边，记为第 1 层并加入队列。</translation>
    </message>
    <message>
        <source>If the run {subject} ends beside the target or holds it, the answer is 1.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若游程 {subject} 的端点紧挨目标或包含目标，答案为 1。</translation>
    </message>
    <message>
        <source>While the queue holds a run, take the oldest: the queue empties only after the target&apos;s run is found.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>只要队列中还有游程，就取出最早入队的那个：只有找到目标所在的游程后队列才会变空。</translation>
    </message>
    <message>
        <source>Take the run {subject} from the queue, reached with {subject_cost}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>从队列取出游程 {subject}，到达时用了 {subject_cost}。</translation>
    </message>
    <message>
        <source>Try each cell of the run {current}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>逐一尝试游程 {current} 上的每一格。</translation>
    </message>
    <message>
        <source>The run across {current} through that cell is {subject}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>经过这一格、与 {current} 相交的游程是 {subject}。</translation>
    </message>
    <message>
        <source>The run {subject} is unseen: it gets one segment more than {cost} and joins the queue.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>游程 {subject} 尚未见过：它比 {cost} 多一条线段，并加入队列。</translation>
    </message>
    <message>
        <source>If the run {subject} ends beside the target or holds it, the answer is {subject_cost}.</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若游程 {subject} 的端点紧挨目标或包含目标，答案为 {subject_cost}。</translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>若两张牌是同一格，答案为 0。</translation>
    </message>
    <message>
        <source>Start from the first card in each of the four directions, each with 1 segment, at the back of the deque.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>从第一张牌出发，四个方向各一个状态，各用 1 条线段，放到双端队列的尾部。</translation>
    </message>
    <message>
        <source>While the deque holds a state, take the one at its front.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>只要双端队列中还有状态，就取出队首的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the front, reached with {subject_cost}; one already expanded is skipped.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>从队首取出 {subject}，到达时用了 {subject_cost}；已扩展过的状态跳过。</translation>
    </message>
    <message>
        <source>If {subject} stands on the target, the answer is {subject_cost}.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>若 {subject} 站在目标上，答案为 {subject_cost}。</translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}: going straight on costs nothing.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>看 {current} 前方的一格：直行不增加代价。</translation>
    </message>
    <message>
        <source>Is the cell ahead of {current} open, and is {cost} cheaper than its best so far?</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>{current} 前方的一格是否是空的，且 {cost} 比它目前的最好代价更小？</translation>
    </message>
    <message>
        <source>Go straight on to {subject} with the same {cost}, at the front of the deque.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>以同样的 {cost} 直行到 {subject}，放到双端队列的头部。</translation>
    </message>
    <message>
        <source>Try turning {current} to the left or to the right: a new segment costs 1.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>尝试让 {current} 向左或向右转：新的一条线段代价为 1。</translation>
    </message>
    <message>
        <source>Would turning to {subject}, one segment more than {cost}, beat its best so far?</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>转向 {subject}（比 {cost} 多一条线段）是否胜过它目前的最好代价？</translation>
    </message>
    <message>
        <source>Turn to {subject}, one segment more than {cost}, at the back of the deque.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>转向 {subject}，比 {cost} 多一条线段，放到双端队列的尾部。</translation>
    </message>
    <message>
        <source>The deque is empty and the target was never reached: no path, the answer is 0.</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>双端队列已空，从未到达目标：没有路径，答案为 0。</translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>若两张牌是同一格，答案为 0。</translation>
    </message>
    <message>
        <source>Give the first card layer 0 and put it in the queue.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>第一张牌记为第 0 层，放入队列。</translation>
    </message>
    <message>
        <source>While the queue holds a cell, take the oldest.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>只要队列中还有格子，就取出最早入队的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the queue, reached with {subject_cost}.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>从队列取出 {subject}，到达时用了 {subject_cost}。</translation>
    </message>
    <message>
        <source>From {current}, walk in the next direction.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>从 {current} 出发，朝下一个方向走。</translation>
    </message>
    <message>
        <source>Is the next cell open and not yet seen with {cost} or fewer? Then the straight walk goes on.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>下一格是否是空的，且尚未以 {cost} 或更少见过？是的话，直线继续向前。</translation>
    </message>
    <message>
        <source>{subject} is new: it gets one segment more than {cost} and joins the queue.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>{subject} 是新的：它比 {cost} 多一条线段，并加入队列。</translation>
    </message>
    <message>
        <source>If {subject} is the target, the answer is {subject_cost}.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>若 {subject} 是目标，答案为 {subject_cost}。</translation>
    </message>
    <message>
        <source>Step on along the straight line.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>沿直线再前进一格。</translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: no path, the answer is 0.</source>
        <comment>mahjong/line-bfs</comment>
        <translation>队列已空，从未到达目标：没有路径，答案为 0。</translation>
    </message>
    <message>
        <source>If the two cards are the same cell, the answer is 0.</source>
        <comment>mahjong/astar</comment>
        <translation>若两张牌是同一格，答案为 0。</translation>
    </message>
    <message>
        <source>Start from the first card in each of the four directions, each with 1 segment, ordered by 1 plus its estimate.</source>
        <comment>mahjong/astar</comment>
        <translation>从第一张牌出发，四个方向各一个状态，各用 1 条线段，按 1 加上其估计值排序。</translation>
    </message>
    <message>
        <source>While the queue holds a state, take the one of least segments plus estimate.</source>
        <comment>mahjong/astar</comment>
        <translation>只要队列中还有状态，就取出线段数加估计值最小的那个。</translation>
    </message>
    <message>
        <source>Take {subject}, reached with {subject_cost}, of least segments plus estimate; one already expanded is skipped.</source>
        <comment>mahjong/astar</comment>
        <translation>取出 {subject}，到达时用了 {subject_cost}，其线段数加估计值最小；已扩展过的状态跳过。</translation>
    </message>
    <message>
        <source>If {subject} stands on the target, the answer is {subject_cost}.</source>
        <comment>mahjong/astar</comment>
        <translation>若 {subject} 站在目标上，答案为 {subject_cost}。</translation>
    </message>
    <message>
        <source>Look one cell ahead of {current}: going straight on costs nothing.</source>
        <comment>mahjong/astar</comment>
        <translation>看 {current} 前方的一格：直行不增加代价。</translation>
    </message>
    <message>
        <source>Is the cell ahead of {current} open, and is {cost} cheaper than its best so far?</source>
        <comment>mahjong/astar</comment>
        <translation>{current} 前方的一格是否是空的，且 {cost} 比它目前的最好代价更小？</translation>
    </message>
    <message>
        <source>Go straight on to {subject} with the same {cost}, ordered by that plus its estimate.</source>
        <comment>mahjong/astar</comment>
        <translation>以同样的 {cost} 直行到 {subject}，按该代价加上其估计值排序。</translation>
    </message>
    <message>
        <source>Try turning {current} to the left or to the right: a new segment costs 1.</source>
        <comment>mahjong/astar</comment>
        <translation>尝试让 {current} 向左或向右转：新的一条线段代价为 1。</translation>
    </message>
    <message>
        <source>Would turning to {subject}, one segment more than {cost}, beat its best so far?</source>
        <comment>mahjong/astar</comment>
        <translation>转向 {subject}（比 {cost} 多一条线段）是否胜过它目前的最好代价？</translation>
    </message>
    <message>
        <source>Turn to {subject}, one segment more than {cost}, ordered by that plus its estimate.</source>
        <comment>mahjong/astar</comment>
        <translation>转向 {subject}，比 {cost} 多一条线段，按该代价加上其估计值排序。</translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: no path, the answer is 0.</source>
        <comment>mahjong/astar</comment>
        <translation>队列已空，从未到达目标：没有路径，答案为 0。</translation>
    </message>
    <message>
        <source>Mark {subject} seen at depth 0: the forward frontier holds it alone.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>将 {subject} 标记为深度 0 已访问：正向边界只有它一个。</translation>
    </message>
    <message>
        <source>Mark {subject} seen at depth 0: the backward frontier holds it alone.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>将 {subject} 标记为深度 0 已访问：反向边界只有它一个。</translation>
    </message>
    <message>
        <source>If the start is the goal, the answer is YES in 0 moves.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若起点就是终点，答案为 YES，0 步。</translation>
    </message>
    <message>
        <source>Begin the next layer, up to K moves in all.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>开始下一层，总共最多 K 步。</translation>
    </message>
    <message>
        <source>Odd layers grow the search from the start, even ones the search from the goal.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>奇数层扩展从起点出发的搜索，偶数层扩展从终点出发的搜索。</translation>
    </message>
    <message>
        <source>Take {subject} from its side&apos;s frontier, {subject_cost} from its end.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>从所在一侧的边界取出 {subject}，离该侧的端点 {subject_cost}。</translation>
    </message>
    <message>
        <source>Try the move of {current} that gives {subject}: a step or a jump of one piece.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>尝试 {current} 的一步走法，得到 {subject}：一颗棋子走一步或跳一次。</translation>
    </message>
    <message>
        <source>If {subject} was seen on this side already, skip it.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若 {subject} 在这一侧已见过，跳过它。</translation>
    </message>
    <message>
        <source>Mark {subject} seen on this side, one move more than {cost}, with {current} as its parent.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>将 {subject} 标记为这一侧已访问，比 {cost} 多一步，父节点为 {current}。</translation>
    </message>
    <message>
        <source>If {subject} was seen by the other side too, the two searches meet: the answer is YES.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若另一侧也见过 {subject}，两边的搜索相遇：答案为 YES。</translation>
    </message>
    <message>
        <source>Add {subject} to this side&apos;s next frontier.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>把 {subject} 加入这一侧的下一层边界。</translation>
    </message>
    <message>
        <source>The next frontier becomes this side&apos;s frontier.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>下一层边界成为这一侧的边界。</translation>
    </message>
    <message>
        <source>If this side&apos;s frontier is empty, it has seen all it can reach: the answer is NO.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若这一侧的边界为空，它已见过所能到达的一切：答案为 NO。</translation>
    </message>
    <message>
        <source>The goal is more than K moves away: the answer is NO.</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>终点在 K 步之外：答案为 NO。</translation>
    </message>
    <message>
        <source>Mark {subject} seen at depth 0 and put it in the queue.</source>
        <comment>solitaire/bfs</comment>
        <translation>将 {subject} 标记为深度 0 已访问，并放入队列。</translation>
    </message>
    <message>
        <source>If the start is the goal, the answer is YES in 0 moves.</source>
        <comment>solitaire/bfs</comment>
        <translation>若起点就是终点，答案为 YES，0 步。</translation>
    </message>
    <message>
        <source>While the queue holds a configuration, look at its front.</source>
        <comment>solitaire/bfs</comment>
        <translation>只要队列中还有棋局，就看队首的那个。</translation>
    </message>
    <message>
        <source>If {subject}, at the front of the queue, is already K moves from the start, the answer is NO.</source>
        <comment>solitaire/bfs</comment>
        <translation>若队首的 {subject} 离起点已有 K 步，答案为 NO。</translation>
    </message>
    <message>
        <source>Take {subject} from the front of the queue, {subject_cost} from the start.</source>
        <comment>solitaire/bfs</comment>
        <translation>从队首取出 {subject}，离起点 {subject_cost}。</translation>
    </message>
    <message>
        <source>Try the move of {current} that gives {subject}: a step or a jump of one piece.</source>
        <comment>solitaire/bfs</comment>
        <translation>尝试 {current} 的一步走法，得到 {subject}：一颗棋子走一步或跳一次。</translation>
    </message>
    <message>
        <source>If {subject} was seen before, skip it.</source>
        <comment>solitaire/bfs</comment>
        <translation>若 {subject} 之前见过，跳过它。</translation>
    </message>
    <message>
        <source>Mark {subject} seen, one move more than {cost}, with {current} as its parent.</source>
        <comment>solitaire/bfs</comment>
        <translation>将 {subject} 标记为已访问，比 {cost} 多一步，父节点为 {current}。</translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is YES: the parents lead back to the start.</source>
        <comment>solitaire/bfs</comment>
        <translation>若 {subject} 是终点，答案为 YES：沿父节点可回到起点。</translation>
    </message>
    <message>
        <source>Put {subject} at the back of the queue.</source>
        <comment>solitaire/bfs</comment>
        <translation>把 {subject} 放到队列尾部。</translation>
    </message>
    <message>
        <source>If the start is the goal, the answer is YES in 0 moves.</source>
        <comment>solitaire/iddfs</comment>
        <translation>若起点就是终点，答案为 YES，0 步。</translation>
    </message>
    <message>
        <source>Allow one move more and search again from the start.</source>
        <comment>solitaire/iddfs</comment>
        <translation>再多允许一步，从起点重新搜索。</translation>
    </message>
    <message>
        <source>Forget every depth: {subject} starts again at depth 0.</source>
        <comment>solitaire/iddfs</comment>
        <translation>忘掉所有深度：{subject} 重新从深度 0 开始。</translation>
    </message>
    <message>
        <source>Search depth-first from {subject}: if it finds the goal within the limit, the answer is YES.</source>
        <comment>solitaire/iddfs</comment>
        <translation>从 {subject} 开始深度优先搜索：若在限制内找到终点，答案为 YES。</translation>
    </message>
    <message>
        <source>No search within K moves found the goal: the answer is NO.</source>
        <comment>solitaire/iddfs</comment>
        <translation>在 K 步之内的搜索都没有找到终点：答案为 NO。</translation>
    </message>
    <message>
        <source>Expand {subject}, {subject_cost} deep; it is expanded again in every deepening that reaches it.</source>
        <comment>solitaire/iddfs</comment>
        <translation>扩展 {subject}，深度 {subject_cost}；每次加深只要到达它，就会再扩展它一次。</translation>
    </message>
    <message>
        <source>Try the move of {current} that gives {subject}: a step or a jump of one piece.</source>
        <comment>solitaire/iddfs</comment>
        <translation>尝试 {current} 的一步走法，得到 {subject}：一颗棋子走一步或跳一次。</translation>
    </message>
    <message>
        <source>If {subject} was reached in this deepening as shallow or shallower, skip it.</source>
        <comment>solitaire/iddfs</comment>
        <translation>若 {subject} 在这次加深中已以同样浅或更浅的深度到达过，跳过它。</translation>
    </message>
    <message>
        <source>{subject} is one move deeper than {current}, which becomes its parent.</source>
        <comment>solitaire/iddfs</comment>
        <translation>{subject} 比 {current} 深一步，{current} 成为它的父节点。</translation>
    </message>
    <message>
        <source>If {subject} is the goal, the search has found it.</source>
        <comment>solitaire/iddfs</comment>
        <translation>若 {subject} 是终点，搜索就找到了它。</translation>
    </message>
    <message>
        <source>If the limit allows one move more, search on from {subject}.</source>
        <comment>solitaire/iddfs</comment>
        <translation>若限制还允许多走一步，从 {subject} 继续向下搜索。</translation>
    </message>
    <message>
        <source>No move of {subject} leads to the goal within the limit: go back.</source>
        <comment>solitaire/iddfs</comment>
        <translation>{subject} 的走法在限制内都到不了终点：退回。</translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若指定棋子已在目标上，答案为 0。</translation>
    </message>
    <message>
        <source>First walk the blank alone from {subject}, by A* towards the marked piece.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>先让空格独自从 {subject} 出发，用 A* 走向指定棋子。</translation>
    </message>
    <message>
        <source>Take {subject}, of least moves plus distance to the marked piece, reached with {subject_cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>取出 {subject}，其步数加到指定棋子的距离最小，到达时用了 {subject_cost}。</translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>尝试空格所在格的下一个邻格。</translation>
    </message>
    <message>
        <source>If that cell is movable, not the marked piece and nearer this way, the blank reaches {subject} in one move more than {cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若该格可移动、不是指定棋子，且这样走更近，空格以比 {cost} 多一步到达 {subject}。</translation>
    </message>
    <message>
        <source>Now search back from the target: the marked piece on it, the blank on each side, at distance 0.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>现在从目标往回搜索：指定棋子在目标上，空格在它的每一侧，距离都是 0。</translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest to the target.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>只要队列中还有状态，就取出离目标最近的那个。</translation>
    </message>
    <message>
        <source>Take {subject}, the state of least distance from the target: {subject_cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>取出 {subject}，离目标距离最小的状态：{subject_cost}。</translation>
    </message>
    <message>
        <source>If {subject_cost} plus the blank&apos;s least walk to a side not met yet cannot beat the best, the answer is the best.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若 {subject_cost} 加上空格走到尚未相遇的一侧的最短步数已不能胜过当前最好值，答案就是最好值。</translation>
    </message>
    <message>
        <source>If the marked piece in {subject} stands where it starts, the blank&apos;s walk to that side plus {subject_cost} may be the best.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若 {subject} 中的指定棋子站在它的起始位置，空格走到那一侧的步数加上 {subject_cost} 可能是最好值。</translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>把指定棋子与空格交换：{subject}，比 {cost} 多一步。</translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>让空格绕着指定棋子走到另一侧：{subject}。</translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若空格能绕到 {subject}，以 {cost} 加上绕行的步数尝试它。</translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and goes in the queue.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>这样走到 {subject} 更便宜：它以 {current} 为父节点，并放入队列。</translation>
    </message>
    <message>
        <source>The search is over: the answer is the best found, or -1 if none was.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>搜索结束：答案为找到的最好值，若一个都没有则为 -1。</translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若指定棋子已在目标上，答案为 0。</translation>
    </message>
    <message>
        <source>Start from {subject}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>从 {subject} 出发。</translation>
    </message>
    <message>
        <source>Give {subject} a distance of 0 and put it in the queue.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>{subject} 的距离记为 0，放入队列。</translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>只要队列中还有状态，就取出最近的那个。</translation>
    </message>
    <message>
        <source>Take {subject}, the state of least distance: {subject_cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>取出 {subject}，距离最小的状态：{subject_cost}。</translation>
    </message>
    <message>
        <source>If {subject} has the marked piece on the target, the answer is {subject_cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若 {subject} 中指定棋子在目标上，答案为 {subject_cost}。</translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>尝试 {current} 中空格所在格的下一个邻格。</translation>
    </message>
    <message>
        <source>If that cell is movable and not the marked piece, the blank steps on: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若该格可移动且不是指定棋子，空格走过去：{subject}，比 {cost} 多一步。</translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>把指定棋子与空格交换：{subject}，比 {cost} 多一步。</translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>让空格绕着指定棋子走到另一侧：{subject}。</translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若空格能绕到 {subject}，以 {cost} 加上绕行的步数尝试它。</translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and goes in the queue.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>这样走到 {subject} 更便宜：它以 {current} 为父节点，并放入队列。</translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is -1.</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>队列已空，从未到达目标：答案为 -1。</translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/spfa</comment>
        <translation>若指定棋子已在目标上，答案为 0。</translation>
    </message>
    <message>
        <source>Start from {subject}.</source>
        <comment>huarongdao/spfa</comment>
        <translation>从 {subject} 出发。</translation>
    </message>
    <message>
        <source>Give {subject} a distance of 0 and put it in the queue.</source>
        <comment>huarongdao/spfa</comment>
        <translation>{subject} 的距离记为 0，放入队列。</translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest.</source>
        <comment>huarongdao/spfa</comment>
        <translation>只要队列中还有状态，就取出最近的那个。</translation>
    </message>
    <message>
        <source>Take {subject}, the oldest in the queue, at {subject_cost}; it comes back if its distance drops later.</source>
        <comment>huarongdao/spfa</comment>
        <translation>取出 {subject}，队列中最早入队的状态，代价 {subject_cost}；若它的距离以后变小，它会再回到队列。</translation>
    </message>
    <message>
        <source>{subject} is no longer in the queue.</source>
        <comment>huarongdao/spfa</comment>
        <translation>{subject} 已不在队列中。</translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/spfa</comment>
        <translation>尝试 {current} 中空格所在格的下一个邻格。</translation>
    </message>
    <message>
        <source>If that cell is movable and not the marked piece, the blank steps on: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/spfa</comment>
        <translation>若该格可移动且不是指定棋子，空格走过去：{subject}，比 {cost} 多一步。</translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/spfa</comment>
        <translation>把指定棋子与空格交换：{subject}，比 {cost} 多一步。</translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/spfa</comment>
        <translation>让空格绕着指定棋子走到另一侧：{subject}。</translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/spfa</comment>
        <translation>若空格能绕到 {subject}，以 {cost} 加上绕行的步数尝试它。</translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and joins the queue unless it is queued already.</source>
        <comment>huarongdao/spfa</comment>
        <translation>这样走到 {subject} 更便宜：它以 {current} 为父节点，若尚未在队列中则加入队列。</translation>
    </message>
    <message>
        <source>The queue is empty: the answer is the least distance with the marked piece on the target, from any side, or -1.</source>
        <comment>huarongdao/spfa</comment>
        <translation>队列已空：答案为指定棋子在目标上（空格在任意一侧）时的最小距离，或 -1。</translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/bfs</comment>
        <translation>若指定棋子已在目标上，答案为 0。</translation>
    </message>
    <message>
        <source>Put {subject} in the queue as layer 0.</source>
        <comment>huarongdao/bfs</comment>
        <translation>把 {subject} 作为第 0 层放入队列。</translation>
    </message>
    <message>
        <source>While the queue holds a position, take the oldest.</source>
        <comment>huarongdao/bfs</comment>
        <translation>只要队列中还有局面，就取出最早入队的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the queue, {subject_cost} from the start.</source>
        <comment>huarongdao/bfs</comment>
        <translation>从队列取出 {subject}，离起点 {subject_cost}。</translation>
    </message>
    <message>
        <source>If the marked piece in {subject} is on the target, the answer is {subject_cost}.</source>
        <comment>huarongdao/bfs</comment>
        <translation>若 {subject} 中指定棋子在目标上，答案为 {subject_cost}。</translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/bfs</comment>
        <translation>尝试 {current} 中空格所在格的下一个邻格。</translation>
    </message>
    <message>
        <source>If that cell is movable, the blank moves onto it: {subject}.</source>
        <comment>huarongdao/bfs</comment>
        <translation>若该格可移动，空格移到该格上：{subject}。</translation>
    </message>
    <message>
        <source>{subject} is new: one move more than {cost}, with {current} as its parent, into the queue.</source>
        <comment>huarongdao/bfs</comment>
        <translation>{subject} 是新的：比 {cost} 多一步，父节点为 {current}，放入队列。</translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is -1.</source>
        <comment>huarongdao/bfs</comment>
        <translation>队列已空，从未到达目标：答案为 -1。</translation>
    </message>
    <message>
        <source>If the marked piece is already on the target, the answer is 0.</source>
        <comment>huarongdao/astar</comment>
        <translation>若指定棋子已在目标上，答案为 0。</translation>
    </message>
    <message>
        <source>Start from {subject}.</source>
        <comment>huarongdao/astar</comment>
        <translation>从 {subject} 出发。</translation>
    </message>
    <message>
        <source>Give {subject} a distance of 0 and put it in the queue by its estimate, the marked piece&apos;s Manhattan distance to the target.</source>
        <comment>huarongdao/astar</comment>
        <translation>{subject} 的距离记为 0，按其估计值（指定棋子到目标的曼哈顿距离）放入队列。</translation>
    </message>
    <message>
        <source>While the queue holds a state, take the nearest.</source>
        <comment>huarongdao/astar</comment>
        <translation>只要队列中还有状态，就取出最近的那个。</translation>
    </message>
    <message>
        <source>Take {subject}, the state of least distance plus estimate, reached with {subject_cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation>取出 {subject}，距离加估计值最小的状态，到达时用了 {subject_cost}。</translation>
    </message>
    <message>
        <source>If {subject} has the marked piece on the target, the answer is {subject_cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation>若 {subject} 中指定棋子在目标上，答案为 {subject_cost}。</translation>
    </message>
    <message>
        <source>Try the next neighbour of the blank&apos;s cell in {current}.</source>
        <comment>huarongdao/astar</comment>
        <translation>尝试 {current} 中空格所在格的下一个邻格。</translation>
    </message>
    <message>
        <source>If that cell is movable and not the marked piece, the blank steps on: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation>若该格可移动且不是指定棋子，空格走过去：{subject}，比 {cost} 多一步。</translation>
    </message>
    <message>
        <source>Swap the marked piece with the blank: {subject}, one move more than {cost}.</source>
        <comment>huarongdao/astar</comment>
        <translation>把指定棋子与空格交换：{subject}，比 {cost} 多一步。</translation>
    </message>
    <message>
        <source>Walk the blank around the marked piece to another side: {subject}.</source>
        <comment>huarongdao/astar</comment>
        <translation>让空格绕着指定棋子走到另一侧：{subject}。</translation>
    </message>
    <message>
        <source>If the blank can walk around to {subject}, try it at {cost} plus the walk&apos;s moves.</source>
        <comment>huarongdao/astar</comment>
        <translation>若空格能绕到 {subject}，以 {cost} 加上绕行的步数尝试它。</translation>
    </message>
    <message>
        <source>{subject} is cheaper this way: it takes {current} as its parent and goes in the queue by its moves plus estimate.</source>
        <comment>huarongdao/astar</comment>
        <translation>这样走到 {subject} 更便宜：它以 {current} 为父节点，按步数加估计值放入队列。</translation>
    </message>
    <message>
        <source>The queue is empty and the target was never reached: the answer is -1.</source>
        <comment>huarongdao/astar</comment>
        <translation>队列已空，从未到达目标：答案为 -1。</translation>
    </message>
    <message>
        <source>{subject} joins the frontier with {subject_cost}.</source>
        <comment>any search</comment>
        <translation>{subject} 加入边界，代价 {subject_cost}。</translation>
    </message>
    <message>
        <source>A cheaper way to {subject} is found: now {subject_cost}.</source>
        <comment>any search</comment>
        <translation>找到一条到 {subject} 更便宜的路：现在是 {subject_cost}。</translation>
    </message>
    <message>
        <source>Expansion {step}: {subject} leaves the frontier, reached with {subject_cost}.</source>
        <comment>any search</comment>
        <translation>第 {step} 次扩展：{subject} 离开边界，到达时用了 {subject_cost}。</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n 次转弯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n 条线段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>unit</comment>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw the path with {subject}: from the first click to that line, along it, and on to the second click.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>{subject}，画出路径：从第一次点击走到这条线，沿着它走，再走到第二次点击。</translation>
    </message>
    <message>
        <source>With {subject}: if the first segment meets a tile, try the next line.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>{subject}：若第一段碰到棋子，尝试下一条线。</translation>
    </message>
    <message>
        <source>With {subject}: if that segment meets a tile, try the next line.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>{subject}：若这一段碰到棋子，尝试下一条线。</translation>
    </message>
    <message>
        <source>With {subject}: if the last segment meets a tile, try the next line.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>{subject}：若最后一段碰到棋子，尝试下一条线。</translation>
    </message>
    <message>
        <source>With {subject}, every segment is clear: the answer is YES with this path.</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>{subject}，每一段都畅通：答案为 YES，就是这条路径。</translation>
    </message>
    <message>
        <source>Keep the sides of the marked piece that the blank can reach without passing it and from which the marked piece can reach the target.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>保留指定棋子的这样几侧：空格不经过指定棋子就能到达，且指定棋子从那里能到达目标。</translation>
    </message>
    <message>
        <source>If no side is kept, the answer is -1, and nothing needs searching.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若一侧也没有保留，答案为 -1，无需任何搜索。</translation>
    </message>
    <message>
        <source>While a kept side of the marked piece is not reached, take the best cell of the blank&apos;s queue.</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>只要指定棋子还有保留的一侧未到达，就从空格的队列中取出最好的格子。</translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>统计起始局面中数字块的逆序数：任何移动都不会改变它的奇偶性，而目标局面的逆序数为 0，所以逆序数为奇数时永远无法到达目标局面。</translation>
    </message>
    <message>
        <source>Mark the goal {subject} seen at 0 moves and put it in the queue.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>将目标局面 {subject} 标记为 0 步已访问，并放入队列。</translation>
    </message>
    <message>
        <source>If the start is the goal, no move is needed.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>若起始局面就是目标局面，无需任何移动。</translation>
    </message>
    <message>
        <source>While the queue holds a frame, look at its front.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>只要队列中还有局面，就看队首的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the front of the queue, {subject_cost} from the goal.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>从队首取出 {subject}，离目标局面 {subject_cost}。</translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>移动 {current} 中的空格，得到 {subject}。</translation>
    </message>
    <message>
        <source>If {subject} was seen before, skip it.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>若 {subject} 之前见过，跳过它。</translation>
    </message>
    <message>
        <source>Mark {subject} seen, one move further from the goal than {current}, which is its way toward the goal.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>将 {subject} 标记为已访问，它比 {current} 离目标局面远一步；从它走向目标局面，下一步就是 {current}。</translation>
    </message>
    <message>
        <source>If {subject} is the start, the answer is found: follow the way toward the goal.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>若 {subject} 是起始局面，答案已找到：沿着通往目标局面的指向一路走下去。</translation>
    </message>
    <message>
        <source>Put {subject} at the back of the queue.</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>把 {subject} 放到队列尾部。</translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/bfs</comment>
        <translation>统计起始局面中数字块的逆序数：任何移动都不会改变它的奇偶性，而目标局面的逆序数为 0，所以逆序数为奇数时永远无法到达目标局面。</translation>
    </message>
    <message>
        <source>Mark the start {subject} seen at 0 moves and put it in the queue.</source>
        <comment>eight/bfs</comment>
        <translation>将起始局面 {subject} 标记为 0 步已访问，并放入队列。</translation>
    </message>
    <message>
        <source>If the start is the goal, no move is needed.</source>
        <comment>eight/bfs</comment>
        <translation>若起始局面就是目标局面，无需任何移动。</translation>
    </message>
    <message>
        <source>While the queue holds a frame, look at its front.</source>
        <comment>eight/bfs</comment>
        <translation>只要队列中还有局面，就看队首的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the front of the queue, {subject_cost} from the start.</source>
        <comment>eight/bfs</comment>
        <translation>从队首取出 {subject}，离起始局面 {subject_cost}。</translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/bfs</comment>
        <translation>移动 {current} 中的空格，得到 {subject}。</translation>
    </message>
    <message>
        <source>If {subject} was seen before, skip it.</source>
        <comment>eight/bfs</comment>
        <translation>若 {subject} 之前见过，跳过它。</translation>
    </message>
    <message>
        <source>Mark {subject} seen, one move more than {current}, which becomes its parent.</source>
        <comment>eight/bfs</comment>
        <translation>将 {subject} 标记为已访问，比 {current} 多一步，{current} 成为它的父节点。</translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found: the parents lead back to the start.</source>
        <comment>eight/bfs</comment>
        <translation>若 {subject} 是目标局面，答案已找到：沿父节点可回到起始局面。</translation>
    </message>
    <message>
        <source>Put {subject} at the back of the queue.</source>
        <comment>eight/bfs</comment>
        <translation>把 {subject} 放到队列尾部。</translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>统计起始局面中数字块的逆序数：任何移动都不会改变它的奇偶性，而目标局面的逆序数为 0，所以逆序数为奇数时永远无法到达目标局面。</translation>
    </message>
    <message>
        <source>Mark the start {subject} seen at 0 moves: the forward frontier holds it alone.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>将起始局面 {subject} 标记为 0 步已访问：正向边界只有它一个。</translation>
    </message>
    <message>
        <source>Mark the goal {subject} seen at 0 moves: the backward frontier holds it alone.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>将目标局面 {subject} 标记为 0 步已访问：反向边界只有它一个。</translation>
    </message>
    <message>
        <source>If the start is the goal, no move is needed.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>若起始局面就是目标局面，无需任何移动。</translation>
    </message>
    <message>
        <source>Begin the next layer.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>开始下一层。</translation>
    </message>
    <message>
        <source>Odd layers grow the search from the start, even ones the search from the goal.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>奇数层扩展从起始局面出发的搜索，偶数层扩展从目标局面出发的搜索。</translation>
    </message>
    <message>
        <source>Take {subject} from its side&apos;s frontier, {subject_cost} from its end.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>从所在一侧的边界取出 {subject}，离该侧的端点 {subject_cost}。</translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>移动 {current} 中的空格，得到 {subject}。</translation>
    </message>
    <message>
        <source>If {subject} was seen on this side already, skip it.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>若 {subject} 在这一侧已见过，跳过它。</translation>
    </message>
    <message>
        <source>Mark {subject} seen on this side, one move more than {current}, which becomes its parent.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>将 {subject} 标记为这一侧已访问，比 {current} 多一步，{current} 成为它的父节点。</translation>
    </message>
    <message>
        <source>If {subject} was seen by the other side too, the two searches meet: the answer is found.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>若另一侧也见过 {subject}，两边的搜索相遇：答案已找到。</translation>
    </message>
    <message>
        <source>Add {subject} to this side&apos;s next frontier.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>把 {subject} 加入这一侧的下一层边界。</translation>
    </message>
    <message>
        <source>The next frontier becomes this side&apos;s frontier.</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>下一层边界成为这一侧的边界。</translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>统计起始局面中数字块的逆序数：任何移动都不会改变它的奇偶性，而目标局面的逆序数为 0，所以逆序数为奇数时永远无法到达目标局面。</translation>
    </message>
    <message>
        <source>The start {subject} is 0 moves from the start; it opens the search.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>起始局面 {subject} 的已走步数为 0；它放入 open 集合，搜索由此开始。</translation>
    </message>
    <message>
        <source>While a frame is open, take the most promising.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>只要 open 集合中还有局面，就取出最有希望的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the open set: {subject_cost} made, and the least moves made plus bound.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>从 open 集合取出 {subject}：已走 {subject_cost}，且已走步数加下界最小。</translation>
    </message>
    <message>
        <source>If {subject} was already closed, this is a costlier copy of it: skip it.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>若 {subject} 已关闭，这是它代价更高的副本：跳过它。</translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found: the parents lead back to the start.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>若 {subject} 是目标局面，答案已找到：沿父节点可回到起始局面。</translation>
    </message>
    <message>
        <source>Close {subject}: its fewest moves are known.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>关闭 {subject}：它的最少步数已确定。</translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>移动 {current} 中的空格，得到 {subject}。</translation>
    </message>
    <message>
        <source>If {subject} is closed, or was reached in as few moves already, skip it.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>若 {subject} 已关闭，或之前已以同样少的步数到达过，跳过它。</translation>
    </message>
    <message>
        <source>{subject} is reached in one move more than {current}, its parent: push it with its moves plus its bound.</source>
        <comment>eight/astar-manhattan</comment>
        <translation>到达 {subject} 比到达它的父节点 {current} 多一步：按它的步数加下界放入 open 集合。</translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>统计起始局面中数字块的逆序数：任何移动都不会改变它的奇偶性，而目标局面的逆序数为 0，所以逆序数为奇数时永远无法到达目标局面。</translation>
    </message>
    <message>
        <source>The start {subject} is 0 moves from the start; it opens the search.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>起始局面 {subject} 的已走步数为 0；它放入 open 集合，搜索由此开始。</translation>
    </message>
    <message>
        <source>While a frame is open, take the most promising.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>只要 open 集合中还有局面，就取出最有希望的那个。</translation>
    </message>
    <message>
        <source>Take {subject} from the open set: {subject_cost} made, and the least moves made plus bound.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>从 open 集合取出 {subject}：已走 {subject_cost}，且已走步数加下界最小。</translation>
    </message>
    <message>
        <source>If {subject} was already closed, this is a costlier copy of it: skip it.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>若 {subject} 已关闭，这是它代价更高的副本：跳过它。</translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found: the parents lead back to the start.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>若 {subject} 是目标局面，答案已找到：沿父节点可回到起始局面。</translation>
    </message>
    <message>
        <source>Close {subject}: its fewest moves are known.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>关闭 {subject}：它的最少步数已确定。</translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>移动 {current} 中的空格，得到 {subject}。</translation>
    </message>
    <message>
        <source>If {subject} is closed, or was reached in as few moves already, skip it.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>若 {subject} 已关闭，或之前已以同样少的步数到达过，跳过它。</translation>
    </message>
    <message>
        <source>{subject} is reached in one move more than {current}, its parent: push it with its moves plus its bound.</source>
        <comment>eight/astar-misplaced</comment>
        <translation>到达 {subject} 比到达它的父节点 {current} 多一步：按它的步数加下界放入 open 集合。</translation>
    </message>
    <message>
        <source>Count the inversions of the start&apos;s tiles: a move never changes whether they are odd, the goal has none, so an odd count means the goal can never be reached.</source>
        <comment>eight/ida-star</comment>
        <translation>统计起始局面中数字块的逆序数：任何移动都不会改变它的奇偶性，而目标局面的逆序数为 0，所以逆序数为奇数时永远无法到达目标局面。</translation>
    </message>
    <message>
        <source>The first limit is the start {subject}&apos;s bound: no way can be shorter.</source>
        <comment>eight/ida-star</comment>
        <translation>第一个限制取起始局面 {subject} 的下界：任何走法都不可能更短。</translation>
    </message>
    <message>
        <source>Search again from the start under the limit.</source>
        <comment>eight/ida-star</comment>
        <translation>在限制之内，从起始局面重新搜索。</translation>
    </message>
    <message>
        <source>Search depth-first from {subject}: if it finds the goal under the limit, the answer is the path on the stack.</source>
        <comment>eight/ida-star</comment>
        <translation>从 {subject} 开始深度优先搜索：若在限制内找到目标局面，答案就是栈中的路径。</translation>
    </message>
    <message>
        <source>No way fits the limit: raise it to the least moves plus bound that passed it.</source>
        <comment>eight/ida-star</comment>
        <translation>没有走法在限制之内：把限制提高为越过限制的“步数加下界”中的最小值。</translation>
    </message>
    <message>
        <source>Expand {subject}, {subject_cost} from the start; it is expanded again in every round that reaches it.</source>
        <comment>eight/ida-star</comment>
        <translation>扩展 {subject}，离起始局面 {subject_cost}；每一轮只要到达它，就会再扩展它一次。</translation>
    </message>
    <message>
        <source>If the moves made to {subject} plus its bound pass the limit, turn back here.</source>
        <comment>eight/ida-star</comment>
        <translation>若走到 {subject} 已用的步数加上它的下界超过限制，就在这里折返。</translation>
    </message>
    <message>
        <source>If {subject} is the goal, the answer is found.</source>
        <comment>eight/ida-star</comment>
        <translation>若 {subject} 是目标局面，答案已找到。</translation>
    </message>
    <message>
        <source>Move the blank of {current} to give {subject}, never straight back.</source>
        <comment>eight/ida-star</comment>
        <translation>移动 {current} 中的空格，得到 {subject}，但不直接走回上一步。</translation>
    </message>
    <message>
        <source>Search on from {subject}, one move deeper.</source>
        <comment>eight/ida-star</comment>
        <translation>从 {subject} 继续向下搜索，深入一步。</translation>
    </message>
    <message>
        <source>No way from {subject} fits the limit: go back.</source>
        <comment>eight/ida-star</comment>
        <translation>从 {subject} 出发没有走法在限制之内：退回。</translation>
    </message>
    <message>
        <source>This stage is over: the states still waiting are set aside, and the next stage fills a container of its own.</source>
        <comment>any search</comment>
        <translation>这一阶段结束：仍在等待的状态被搁置，下一阶段使用它自己的容器。</translation>
    </message>
</context>
<context>
    <name>OpenDialogs</name>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not a %2 file.

%3: %4</source>
        <translation>%1 不是%2文件。

%3: %4</translation>
    </message>
    <message>
        <source>%1 is not a judge file of any puzzle Frontier knows.

Read as %2, it fails here:
%3: %4</source>
        <translation>%1 不是 Frontier 认识的任何谜题的判题文件。

按%2读取时，在此处出错：
%3: %4</translation>
    </message>
    <message>
        <source>%1 (stopped at line %2)</source>
        <translation>%1（停在第 %2 行）</translation>
    </message>
    <message>
        <source>

Tried, the furthest first: %1. File &gt; Open As reads it as the puzzle you choose.</source>
        <translation>

已尝试（读得最远的在前）：%1。“文件 &gt; 打开为”可按你选择的谜题读取它。</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Which puzzle?</source>
        <translation>哪个谜题？</translation>
    </message>
    <message>
        <source>%1 reads as more than one puzzle. Which one is it?</source>
        <translation>%1 可以读作不止一种谜题。它是哪一种？</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Slides</source>
        <translation>幻灯片</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Cases and queries</source>
        <translation>数据组与询问</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>边界</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <source>picked: click where it goes</source>
        <translation>已选中：点击要去的地方</translation>
    </message>
    <message>
        <source>hint: a move the rules allow</source>
        <translation>提示：规则允许的一步</translation>
    </message>
    <message>
        <source>the line that took the last pair</source>
        <translation>消去上一对的连线</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>若两个棋子不同、其中一个是空格，或两次点击的是同一格：回答 NO</translation>
    </message>
    <message>
        <source>count the tiles before each cell of every row and every column (once per board)</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>统计每一行、每一列中每个格子之前的棋子数（前缀和，每个棋盘只算一次）</translation>
    </message>
    <message>
        <source>candidates := every column (the two clicks&apos; own columns first), then every row</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>candidates := 所有列（先是两次点击所在的列），再是所有行</translation>
    </message>
    <message>
        <source>for each candidate middle line L:</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>对每条候选中间线 L：</translation>
    </message>
    <message>
        <source>path := start, along the start&apos;s row (column) to L, along L, along the end&apos;s row (column) to the end</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>path := 起点，沿起点所在的行（列）走到 L，沿 L 走，再沿终点所在的行（列）走到终点</translation>
    </message>
    <message>
        <source>if the first segment meets a tile: try the next line</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>若第一条线段碰到棋子：尝试下一条线</translation>
    </message>
    <message>
        <source>if the middle segment meets a tile: try the next line</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>若中间线段碰到棋子：尝试下一条线</translation>
    </message>
    <message>
        <source>if the last segment meets a tile: try the next line</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>若最后一条线段碰到棋子：尝试下一条线</translation>
    </message>
    <message>
        <source>answer YES with this path</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>回答 YES，连线即此 path</translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/middle-segment</comment>
        <translation>回答 NO</translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若两个棋子不同、其中一个是空格，或两次点击的是同一格：回答 NO</translation>
    </message>
    <message>
        <source>for each direction d: add (start, d) to layer 0</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>对每个方向 d：将 (start, d) 加入第 0 层</translation>
    </message>
    <message>
        <source>for t = 0, 1, 2: for each (cell, d) in layer t, in order (the layer grows meanwhile):</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>对 t = 0, 1, 2：按顺序取出第 t 层中的每个 (cell, d)（该层在此期间仍会增长）：</translation>
    </message>
    <message>
        <source>skip (cell, d) if it has since been reached with fewer turns</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 (cell, d) 之后又以更少的转弯次数到达过：跳过它</translation>
    </message>
    <message>
        <source>ahead := the next cell in direction d</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>ahead := 沿方向 d 的下一格</translation>
    </message>
    <message>
        <source>if ahead is the target: answer YES with t turns</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 ahead 是目标格：回答 YES，转弯 t 次</translation>
    </message>
    <message>
        <source>if ahead is open and (ahead, d) was never reached with t turns or fewer: add it to layer t</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 ahead 可通行，且 (ahead, d) 从未以不超过 t 次转弯到达：将它加入第 t 层</translation>
    </message>
    <message>
        <source>if t &lt; 2: for each direction d&apos; at right angles to d:</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 t &lt; 2：对与 d 垂直的每个方向 d&apos;：</translation>
    </message>
    <message>
        <source>if (cell, d&apos;) was never reached with t + 1 turns or fewer: add it to layer t + 1</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>若 (cell, d&apos;) 从未以不超过 t + 1 次转弯到达：将它加入第 t + 1 层</translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/bfs-turns</comment>
        <translation>回答 NO</translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/dfs</comment>
        <translation>若两个棋子不同、其中一个是空格，或两次点击的是同一格：回答 NO</translation>
    </message>
    <message>
        <source>for each direction d: push (start, d) with 0 turns</source>
        <comment>lianliankan/dfs</comment>
        <translation>对每个方向 d：将 (start, d) 以 0 次转弯入栈</translation>
    </message>
    <message>
        <source>while the stack is not empty:</source>
        <comment>lianliankan/dfs</comment>
        <translation>当栈不为空时：</translation>
    </message>
    <message>
        <source>pop (cell, d) with t turns; skip it if it has since been pushed with fewer turns</source>
        <comment>lianliankan/dfs</comment>
        <translation>弹出栈顶的 (cell, d)，转弯 t 次；若它之后又以更少的转弯次数入栈过：跳过它</translation>
    </message>
    <message>
        <source>if t = 2 and the target is not straight ahead along d: prune this branch</source>
        <comment>lianliankan/dfs</comment>
        <translation>若 t = 2 且目标格不在沿 d 的正前方：剪枝（放弃这一分支）</translation>
    </message>
    <message>
        <source>ahead := the next cell in direction d</source>
        <comment>lianliankan/dfs</comment>
        <translation>ahead := 沿方向 d 的下一格</translation>
    </message>
    <message>
        <source>if ahead is the target: answer YES with t turns</source>
        <comment>lianliankan/dfs</comment>
        <translation>若 ahead 是目标格：回答 YES，转弯 t 次</translation>
    </message>
    <message>
        <source>if t &lt; 2: for each direction d&apos; at right angles to d:</source>
        <comment>lianliankan/dfs</comment>
        <translation>若 t &lt; 2：对与 d 垂直的每个方向 d&apos;：</translation>
    </message>
    <message>
        <source>if (cell, d&apos;) was never pushed with t + 1 turns or fewer: push it with t + 1 turns</source>
        <comment>lianliankan/dfs</comment>
        <translation>若 (cell, d&apos;) 从未以不超过 t + 1 次转弯入栈：以 t + 1 次转弯将它入栈</translation>
    </message>
    <message>
        <source>if ahead is open and (ahead, d) was never pushed with t turns or fewer: push it (explored next)</source>
        <comment>lianliankan/dfs</comment>
        <translation>若 ahead 可通行，且 (ahead, d) 从未以不超过 t 次转弯入栈：将它入栈（下一个就探索它）</translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/dfs</comment>
        <translation>回答 NO</translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若 start = target：返回 0</translation>
    </message>
    <message>
        <source>layer[start] &lt;- 0; expand start:</source>
        <comment>mahjong/run-bfs</comment>
        <translation>layer[start] &lt;- 0；扩展 start：</translation>
    </message>
    <message>
        <source>if target is beside start: return 1</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若 target 与 start 相邻：返回 1</translation>
    </message>
    <message>
        <source>if no run beside start is in the region of a run beside the target: return 0   (no path)</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若 start 旁没有任何游程与 target 旁的某个游程处于同一区域：返回 0   （无路径）</translation>
    </message>
    <message>
        <source>for each run beside start, along the line from start: layer[run] &lt;- 1; enqueue run</source>
        <comment>mahjong/run-bfs</comment>
        <translation>对 start 旁、沿从 start 出发的方向延伸的每个游程 run：layer[run] &lt;- 1；run 入队</translation>
    </message>
    <message>
        <source>if the run ends beside the target or holds it: return 1</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若该游程止于 target 旁或包含 target：返回 1</translation>
    </message>
    <message>
        <source>while the queue is not empty   (it empties only after the target&apos;s run is found):</source>
        <comment>mahjong/run-bfs</comment>
        <translation>当队列不为空时   （只有在找到 target 所在的游程之后队列才会变空）：</translation>
    </message>
    <message>
        <source>run &lt;- dequeue</source>
        <comment>mahjong/run-bfs</comment>
        <translation>run &lt;- 出队</translation>
    </message>
    <message>
        <source>for each cell of run:</source>
        <comment>mahjong/run-bfs</comment>
        <translation>对 run 的每个格子 cell：</translation>
    </message>
    <message>
        <source>cross &lt;- the run through cell across run</source>
        <comment>mahjong/run-bfs</comment>
        <translation>cross &lt;- 经过 cell、与 run 垂直的游程</translation>
    </message>
    <message>
        <source>if cross is unseen: layer[cross] &lt;- layer[run] + 1; parent[cross] &lt;- run; enqueue cross</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若 cross 未访问过：layer[cross] &lt;- layer[run] + 1；parent[cross] &lt;- run；cross 入队</translation>
    </message>
    <message>
        <source>if cross ends beside the target or holds it: return layer[cross]</source>
        <comment>mahjong/run-bfs</comment>
        <translation>若 cross 止于 target 旁或包含 target：返回 layer[cross]</translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>若 start = target：返回 0</translation>
    </message>
    <message>
        <source>for each direction d: cost[start, d] &lt;- 1; push (start, d) at the back</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>对每个方向 d：cost[start, d] &lt;- 1；将 (start, d) 从队尾入队</translation>
    </message>
    <message>
        <source>while the deque is not empty:</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>当双端队列不为空时：</translation>
    </message>
    <message>
        <source>pop (cell, d) from the front, skipping states already expanded</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>从队首取出 (cell, d)，跳过已扩展过的状态</translation>
    </message>
    <message>
        <source>if cell = target: return cost[cell, d]</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>若 cell = target：返回 cost[cell, d]</translation>
    </message>
    <message>
        <source>ahead &lt;- the neighbour of cell in direction d   (going straight costs 0)</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>ahead &lt;- cell 在方向 d 上的相邻格   （直行代价为 0）</translation>
    </message>
    <message>
        <source>if ahead is open (a blank, the ring, or the target) and cost[cell, d] &lt; cost[ahead, d]:</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>若 ahead 可通行（空格、棋盘外一圈或目标格）且 cost[cell, d] &lt; cost[ahead, d]：</translation>
    </message>
    <message>
        <source>cost[ahead, d] &lt;- cost[cell, d]; parent &lt;- (cell, d); push (ahead, d) at the front</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>cost[ahead, d] &lt;- cost[cell, d]；parent &lt;- (cell, d)；将 (ahead, d) 从队首入队</translation>
    </message>
    <message>
        <source>for each turn d&apos; to the left or right of d   (a new segment costs 1):</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>对 d 左转或右转得到的每个方向 d&apos;   （新的一条线段代价为 1）：</translation>
    </message>
    <message>
        <source>if cost[cell, d] + 1 &lt; cost[cell, d&apos;]:</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>若 cost[cell, d] + 1 &lt; cost[cell, d&apos;]：</translation>
    </message>
    <message>
        <source>cost[cell, d&apos;] &lt;- cost[cell, d] + 1; parent &lt;- (cell, d); push (cell, d&apos;) at the back</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>cost[cell, d&apos;] &lt;- cost[cell, d] + 1；parent &lt;- (cell, d)；将 (cell, d&apos;) 从队尾入队</translation>
    </message>
    <message>
        <source>return 0   (no path)</source>
        <comment>mahjong/zero-one-bfs</comment>
        <translation>返回 0   （无路径）</translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/line-bfs</comment>
        <translation>若 start = target：返回 0</translation>
    </message>
    <message>
        <source>layer[start] &lt;- 0; enqueue start</source>
        <comment>mahjong/line-bfs</comment>
        <translation>layer[start] &lt;- 0；start 入队</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>mahjong/line-bfs</comment>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>cell &lt;- dequeue</source>
        <comment>mahjong/line-bfs</comment>
        <translation>cell &lt;- 出队</translation>
    </message>
    <message>
        <source>for each direction d: next &lt;- the neighbour of cell in direction d</source>
        <comment>mahjong/line-bfs</comment>
        <translation>对每个方向 d：next &lt;- cell 在方向 d 上的相邻格</translation>
    </message>
    <message>
        <source>while next is open (a blank, the ring, or the target) and not seen in layer &lt;= layer[cell]:</source>
        <comment>mahjong/line-bfs</comment>
        <translation>当 next 可通行（空格、棋盘外一圈或目标格），且未在 &lt;= layer[cell] 的层中访问过时：</translation>
    </message>
    <message>
        <source>if next is unseen: layer[next] &lt;- layer[cell] + 1; parent[next] &lt;- cell; enqueue next</source>
        <comment>mahjong/line-bfs</comment>
        <translation>若 next 未访问过：layer[next] &lt;- layer[cell] + 1；parent[next] &lt;- cell；next 入队</translation>
    </message>
    <message>
        <source>if next = target: return layer[next]</source>
        <comment>mahjong/line-bfs</comment>
        <translation>若 next = target：返回 layer[next]</translation>
    </message>
    <message>
        <source>next &lt;- the neighbour of next in direction d</source>
        <comment>mahjong/line-bfs</comment>
        <translation>next &lt;- next 在方向 d 上的相邻格</translation>
    </message>
    <message>
        <source>return 0   (no path)</source>
        <comment>mahjong/line-bfs</comment>
        <translation>返回 0   （无路径）</translation>
    </message>
    <message>
        <source>mark start seen forward at depth 0; forward frontier &lt;- [start]</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>将 start 标记为正向已访问，深度 0；正向边界 &lt;- [start]</translation>
    </message>
    <message>
        <source>mark goal seen backward at depth 0; backward frontier &lt;- [goal]</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>将 goal 标记为反向已访问，深度 0；反向边界 &lt;- [goal]</translation>
    </message>
    <message>
        <source>if start = goal: answer YES in 0 moves</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若 start = goal：回答 YES，0 步</translation>
    </message>
    <message>
        <source>for layer &lt;- 1 to K:</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>对 layer &lt;- 1 到 K：</translation>
    </message>
    <message>
        <source>side &lt;- forward when layer is odd, else backward</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>side &lt;- 若 layer 为奇数则为正向，否则为反向</translation>
    </message>
    <message>
        <source>for each c in the frontier of side:</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>对 side 一侧边界中的每个 c：</translation>
    </message>
    <message>
        <source>for each legal move of c (a step or a jump of one piece) to n:</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>对 c 的每个合法走法（某个棋子走一步或跳一步）得到的 n：</translation>
    </message>
    <message>
        <source>if n was seen on side: skip it</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若 n 已在 side 一侧访问过：跳过它</translation>
    </message>
    <message>
        <source>mark n seen on side at depth(c) + 1, parent(n) &lt;- c</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>将 n 标记为在 side 一侧已访问，深度为 depth(c) + 1，parent(n) &lt;- c</translation>
    </message>
    <message>
        <source>if n was seen on the other side: answer YES in depth_forward(n) + depth_backward(n) moves</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若 n 已在另一侧访问过：回答 YES，步数为 depth_forward(n) + depth_backward(n)</translation>
    </message>
    <message>
        <source>add n to the next frontier of side</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>将 n 加入 side 一侧的下一层边界</translation>
    </message>
    <message>
        <source>frontier of side &lt;- next frontier</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>side 一侧的边界 &lt;- 下一层边界</translation>
    </message>
    <message>
        <source>if the frontier of side is empty: answer NO (side has seen all it can reach)</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>若 side 一侧的边界为空：回答 NO（side 一侧能到达的局面都已访问）</translation>
    </message>
    <message>
        <source>answer NO (the goal is more than K moves away)</source>
        <comment>solitaire/bidirectional-bfs</comment>
        <translation>回答 NO（目标局面超过 K 步）</translation>
    </message>
    <message>
        <source>mark start seen at depth 0; queue &lt;- [start]</source>
        <comment>solitaire/bfs</comment>
        <translation>将 start 标记为已访问，深度 0；队列 &lt;- [start]</translation>
    </message>
    <message>
        <source>if start = goal: answer YES in 0 moves</source>
        <comment>solitaire/bfs</comment>
        <translation>若 start = goal：回答 YES，0 步</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>solitaire/bfs</comment>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>if the front of the queue is at depth K: answer NO</source>
        <comment>solitaire/bfs</comment>
        <translation>若队首的深度为 K：回答 NO</translation>
    </message>
    <message>
        <source>c &lt;- pop the front of the queue</source>
        <comment>solitaire/bfs</comment>
        <translation>c &lt;- 队首出队</translation>
    </message>
    <message>
        <source>for each legal move of c (a step or a jump of one piece) to n:</source>
        <comment>solitaire/bfs</comment>
        <translation>对 c 的每个合法走法（某个棋子走一步或跳一步）得到的 n：</translation>
    </message>
    <message>
        <source>if n was seen: skip it</source>
        <comment>solitaire/bfs</comment>
        <translation>若 n 已访问过：跳过它</translation>
    </message>
    <message>
        <source>mark n seen at depth(c) + 1, parent(n) &lt;- c</source>
        <comment>solitaire/bfs</comment>
        <translation>将 n 标记为已访问，深度为 depth(c) + 1，parent(n) &lt;- c</translation>
    </message>
    <message>
        <source>if n = goal: answer YES in depth(n) moves (parents lead back)</source>
        <comment>solitaire/bfs</comment>
        <translation>若 n = goal：回答 YES，步数为 depth(n)（沿 parent 可回溯出走法）</translation>
    </message>
    <message>
        <source>push n to the back of the queue</source>
        <comment>solitaire/bfs</comment>
        <translation>n 从队尾入队</translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若指定棋子已在目标位置：返回 0</translation>
    </message>
    <message>
        <source>start &lt;- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>start &lt;- 若空格紧挨指定棋子：(棋子, 空格所在的一侧)；否则：(空格独自在其所在格)</translation>
    </message>
    <message>
        <source>dist[start] &lt;- 0; push start</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>dist[start] &lt;- 0；将 start 加入优先队列</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>当优先队列不为空时：</translation>
    </message>
    <message>
        <source>u &lt;- pop the state of least dist (skip one popped before)</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>u &lt;- 取出 dist 最小的状态（跳过之前已取出过的）</translation>
    </message>
    <message>
        <source>if u is (target, any side): return dist[u] and its moves</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若 u 为 (目标位置, 任意一侧)：返回 dist[u] 及其走法</translation>
    </message>
    <message>
        <source>if u is the blank alone on b: for each neighbour c of b:</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若 u 是独自在 b 上的空格：对 b 的每个相邻格 c：</translation>
    </message>
    <message>
        <source>if c is movable and not the piece: relax(the blank on c, dist[u] + 1)</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若 c 可移动且不是指定棋子：relax(空格在 c 上, dist[u] + 1)</translation>
    </message>
    <message>
        <source>else u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>否则 u = (p, side)：relax((空格所在格, 相对的一侧), dist[u] + 1)   -- 棋子与空格互换</translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>对 p 的其余每一侧 s：</translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>若 walk[p][side][s] &lt; inf：relax((p, s), dist[u] + walk[p][side][s])</translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; push v</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>relax(v, d)（松弛）：若 d &lt; dist[v]：dist[v] &lt;- d；parent[v] &lt;- u；将 v 加入优先队列</translation>
    </message>
    <message>
        <source>return -1</source>
        <comment>huarongdao/dijkstra</comment>
        <translation>返回 -1</translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/spfa</comment>
        <translation>若指定棋子已在目标位置：返回 0</translation>
    </message>
    <message>
        <source>start &lt;- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)</source>
        <comment>huarongdao/spfa</comment>
        <translation>start &lt;- 若空格紧挨指定棋子：(棋子, 空格所在的一侧)；否则：(空格独自在其所在格)</translation>
    </message>
    <message>
        <source>dist[start] &lt;- 0; enqueue start</source>
        <comment>huarongdao/spfa</comment>
        <translation>dist[start] &lt;- 0；start 入队</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/spfa</comment>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>u &lt;- dequeue the oldest state (it comes back if dist[u] drops later)</source>
        <comment>huarongdao/spfa</comment>
        <translation>u &lt;- 最早入队的状态出队（若之后 dist[u] 变小，它会再次入队）</translation>
    </message>
    <message>
        <source>queued[u] &lt;- false</source>
        <comment>huarongdao/spfa</comment>
        <translation>queued[u] &lt;- false（u 已不在队列中）</translation>
    </message>
    <message>
        <source>if u is the blank alone on b: for each neighbour c of b:</source>
        <comment>huarongdao/spfa</comment>
        <translation>若 u 是独自在 b 上的空格：对 b 的每个相邻格 c：</translation>
    </message>
    <message>
        <source>if c is movable and not the piece: relax(the blank on c, dist[u] + 1)</source>
        <comment>huarongdao/spfa</comment>
        <translation>若 c 可移动且不是指定棋子：relax(空格在 c 上, dist[u] + 1)</translation>
    </message>
    <message>
        <source>else u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/spfa</comment>
        <translation>否则 u = (p, side)：relax((空格所在格, 相对的一侧), dist[u] + 1)   -- 棋子与空格互换</translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/spfa</comment>
        <translation>对 p 的其余每一侧 s：</translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/spfa</comment>
        <translation>若 walk[p][side][s] &lt; inf：relax((p, s), dist[u] + walk[p][side][s])</translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; if not queued[v]: enqueue v</source>
        <comment>huarongdao/spfa</comment>
        <translation>relax(v, d)（松弛）：若 d &lt; dist[v]：dist[v] &lt;- d；parent[v] &lt;- u；若 v 不在队列中：v 入队</translation>
    </message>
    <message>
        <source>return the least dist[(target, side)] over the four sides, or -1</source>
        <comment>huarongdao/spfa</comment>
        <translation>返回四侧中最小的 dist[(target, side)]，都不可达时返回 -1</translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/bfs</comment>
        <translation>若指定棋子已在目标位置：返回 0</translation>
    </message>
    <message>
        <source>push (blank, piece) as layer 0</source>
        <comment>huarongdao/bfs</comment>
        <translation>将 (空格, 棋子) 作为第 0 层入队</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/bfs</comment>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>u = (blank b, piece p) &lt;- pop the oldest</source>
        <comment>huarongdao/bfs</comment>
        <translation>u = (空格 b, 棋子 p) &lt;- 最早入队的状态出队</translation>
    </message>
    <message>
        <source>if p is the target: return layer(u) and its moves</source>
        <comment>huarongdao/bfs</comment>
        <translation>若 p 在目标位置：返回 layer(u) 及其走法</translation>
    </message>
    <message>
        <source>for each neighbour c of b:</source>
        <comment>huarongdao/bfs</comment>
        <translation>对 b 的每个相邻格 c：</translation>
    </message>
    <message>
        <source>if c is movable: v &lt;- (c, p), or (c, b) when c = p: the piece on c slides into the blank</source>
        <comment>huarongdao/bfs</comment>
        <translation>若 c 可移动：v &lt;- (c, p)；若 c = p，则 v &lt;- (c, b)：c 上的棋子滑入空格</translation>
    </message>
    <message>
        <source>if v is new: layer(v) &lt;- layer(u) + 1; parent(v) &lt;- u; push v</source>
        <comment>huarongdao/bfs</comment>
        <translation>若 v 是新状态：layer(v) &lt;- layer(u) + 1；parent(v) &lt;- u；v 入队</translation>
    </message>
    <message>
        <source>return -1</source>
        <comment>huarongdao/bfs</comment>
        <translation>返回 -1</translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若指定棋子已在目标位置：返回 0</translation>
    </message>
    <message>
        <source>blank[the blank&apos;s cell] &lt;- 0; push it   -- A*, the blank alone, h(c) = |c - piece| - 1</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>blank[空格所在格] &lt;- 0；将其入队   -- A* 搜索，空格独自移动，h(c) = |c - 指定棋子| - 1</translation>
    </message>
    <message>
        <source>for each neighbour c of b:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>对 b 的每个相邻格 c：</translation>
    </message>
    <message>
        <source>if c is movable, not the piece and blank[b] + 1 &lt; blank[c]: blank[c] &lt;- blank[b] + 1; push c</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若 c 可移动、不是指定棋子且 blank[b] + 1 &lt; blank[c]：blank[c] &lt;- blank[b] + 1；c 入队</translation>
    </message>
    <message>
        <source>for each side s of the target: dist[(target, s)] &lt;- 0; push it   -- the search from the target</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>对目标位置的每一侧 s：dist[(目标位置, s)] &lt;- 0；将其加入优先队列   -- 从目标位置出发的搜索</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>当优先队列不为空时：</translation>
    </message>
    <message>
        <source>if dist[u] + the least blank[d] of a side d not met yet &gt;= best: return best and its moves</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若 dist[u] + 尚未遇到的各侧 d 中最小的 blank[d] &gt;= best：返回 best 及其走法</translation>
    </message>
    <message>
        <source>if u is (piece, d): best &lt;- min(best, blank[d] + dist[u])</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若 u 为 (指定棋子, d)：best &lt;- min(best, blank[d] + dist[u])</translation>
    </message>
    <message>
        <source>u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>u = (p, side)：relax((空格所在格, 相对的一侧), dist[u] + 1)   -- 棋子与空格互换</translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>对 p 的其余每一侧 s：</translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若 walk[p][side][s] &lt; inf：relax((p, s), dist[u] + walk[p][side][s])</translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; push v</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>relax(v, d)（松弛）：若 d &lt; dist[v]：dist[v] &lt;- d；parent[v] &lt;- u；将 v 加入优先队列</translation>
    </message>
    <message>
        <source>return best, or -1 if it is still inf</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>返回 best；若它仍为 inf 则返回 -1</translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>若两个棋子不同、其中一个是空格，或两次点击的是同一格：回答 NO</translation>
    </message>
    <message>
        <source>remembered &lt;- start; counted &lt;- 0; walk on from start   (each cell at most once on the line)</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>remembered &lt;- start；counted &lt;- 0；从 start 继续走   （每格在连线上至多出现一次）</translation>
    </message>
    <message>
        <source>walk on from cell:</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>从 cell 继续走：</translation>
    </message>
    <message>
        <source>if counted = 2 and cell is in neither the target&apos;s row nor its column: go back</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>若 counted = 2 且 cell 既不在目标所在行也不在其所在列：回退</translation>
    </message>
    <message>
        <source>for each direction d (right, down, left, up): next &lt;- the neighbour of cell in direction d</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>对每个方向 d（右、下、左、上）：next &lt;- cell 在方向 d 上的相邻格</translation>
    </message>
    <message>
        <source>skip next if it is off the board, already on the line, or a tile other than the target</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>若 next 在棋盘外、已在连线上，或是目标以外的棋子：跳过它</translation>
    </message>
    <message>
        <source>if next differs from remembered in row and in column: a turn   (skip next if counted = 2)</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>若 next 与 remembered 既不同行也不同列：算一次转弯   （若 counted = 2 则跳过 next）</translation>
    </message>
    <message>
        <source>counted &lt;- counted + 1; remembered &lt;- next   (a turn that keeps remembered&apos;s row or column is missed)</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>counted &lt;- counted + 1；remembered &lt;- next   （仍与 remembered 同行或同列的转弯被漏记）</translation>
    </message>
    <message>
        <source>if next is the target: answer YES</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>若 next 是目标：回答 YES</translation>
    </message>
    <message>
        <source>walk on from next</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>从 next 继续走</translation>
    </message>
    <message>
        <source>go back: cell leaves the line; remembered and counted are as they were before it</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>回退：cell 离开连线；remembered 与 counted 恢复为走到它之前的值</translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/dfs-miscounted-turns</comment>
        <translation>回答 NO</translation>
    </message>
    <message>
        <source>if the tiles differ, one is blank, or both clicks are the same cell: answer NO</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>若两个棋子不同、其中一个是空格，或两次点击的是同一格：回答 NO</translation>
    </message>
    <message>
        <source>length[start] &lt;- 0; enqueue start</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>length[start] &lt;- 0；start 入队</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>cell &lt;- dequeue</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>cell &lt;- 出队</translation>
    </message>
    <message>
        <source>for each direction d: next &lt;- the neighbour of cell in direction d</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>对每个方向 d：next &lt;- cell 在方向 d 上的相邻格</translation>
    </message>
    <message>
        <source>if next is the target: line &lt;- the way back through the parents   (a shortest line)</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>若 next 是目标：line &lt;- 沿父指针走回的路线   （一条最短连线）</translation>
    </message>
    <message>
        <source>answer YES if line turns at most twice, else NO   (a longer line may turn less)</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>若 line 至多转弯两次则回答 YES，否则回答 NO   （更长的线可能转弯更少）</translation>
    </message>
    <message>
        <source>if next is open and never reached: length[next] &lt;- length[cell] + 1; parent[next] &lt;- cell; enqueue next</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>若 next 可通行且从未到达：length[next] &lt;- length[cell] + 1；parent[next] &lt;- cell；next 入队</translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>lianliankan/bfs-shortest-line</comment>
        <translation>回答 NO</translation>
    </message>
    <message>
        <source>if start = target: return 0</source>
        <comment>mahjong/astar</comment>
        <translation>若 start = target：返回 0</translation>
    </message>
    <message>
        <source>for each direction d: cost[start, d] &lt;- 1; push (start, d) at f = 1 + h(start, d)</source>
        <comment>mahjong/astar</comment>
        <translation>对每个方向 d：cost[start, d] &lt;- 1；将 (start, d) 以 f = 1 + h(start, d) 加入优先队列</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>mahjong/astar</comment>
        <translation>当优先队列不为空时：</translation>
    </message>
    <message>
        <source>pop (cell, d) of least f = cost + h, skipping states already expanded</source>
        <comment>mahjong/astar</comment>
        <translation>取出 f = cost + h 最小的 (cell, d)，跳过已扩展过的状态</translation>
    </message>
    <message>
        <source>if cell = target: return cost[cell, d]</source>
        <comment>mahjong/astar</comment>
        <translation>若 cell = target：返回 cost[cell, d]</translation>
    </message>
    <message>
        <source>ahead &lt;- the neighbour of cell in direction d   (going straight costs 0)</source>
        <comment>mahjong/astar</comment>
        <translation>ahead &lt;- cell 在方向 d 上的相邻格   （直行代价为 0）</translation>
    </message>
    <message>
        <source>if ahead is open (a blank, the ring, or the target) and cost[cell, d] &lt; cost[ahead, d]:</source>
        <comment>mahjong/astar</comment>
        <translation>若 ahead 可通行（空格、棋盘外一圈或目标格）且 cost[cell, d] &lt; cost[ahead, d]：</translation>
    </message>
    <message>
        <source>cost[ahead, d] &lt;- cost[cell, d]; parent &lt;- (cell, d); push (ahead, d) at f = cost + h</source>
        <comment>mahjong/astar</comment>
        <translation>cost[ahead, d] &lt;- cost[cell, d]；parent &lt;- (cell, d)；将 (ahead, d) 以 f = cost + h 加入优先队列</translation>
    </message>
    <message>
        <source>for each turn d&apos; to the left or right of d   (a new segment costs 1):</source>
        <comment>mahjong/astar</comment>
        <translation>对 d 左转或右转得到的每个方向 d&apos;   （新的一条线段代价为 1）：</translation>
    </message>
    <message>
        <source>if cost[cell, d] + 1 &lt; cost[cell, d&apos;]:</source>
        <comment>mahjong/astar</comment>
        <translation>若 cost[cell, d] + 1 &lt; cost[cell, d&apos;]：</translation>
    </message>
    <message>
        <source>cost[cell, d&apos;] &lt;- cost[cell, d] + 1; parent &lt;- (cell, d); push (cell, d&apos;) at f = cost + h</source>
        <comment>mahjong/astar</comment>
        <translation>cost[cell, d&apos;] &lt;- cost[cell, d] + 1；parent &lt;- (cell, d)；将 (cell, d&apos;) 以 f = cost + h 加入优先队列</translation>
    </message>
    <message>
        <source>return 0   (no path)   -- h: 0 if the target is straight ahead, 1 if ahead or across, else 2</source>
        <comment>mahjong/astar</comment>
        <translation>返回 0   （无路径）   -- h：目标在正前方为 0，在前方或横向为 1，否则为 2</translation>
    </message>
    <message>
        <source>if start = goal: answer YES in 0 moves</source>
        <comment>solitaire/iddfs</comment>
        <translation>若 start = goal：回答 YES，0 步</translation>
    </message>
    <message>
        <source>for L &lt;- 1, 2, ..., K:   (each deepening starts again from the start)</source>
        <comment>solitaire/iddfs</comment>
        <translation>对 L &lt;- 1, 2, ..., K：   （每次加深都从起始局面重新开始）</translation>
    </message>
    <message>
        <source>forget every depth; depth[start] &lt;- 0</source>
        <comment>solitaire/iddfs</comment>
        <translation>清除所有深度记录；depth[start] &lt;- 0</translation>
    </message>
    <message>
        <source>if dfs(start, 0) finds the goal: answer YES in L moves (the path on the stack)</source>
        <comment>solitaire/iddfs</comment>
        <translation>若 dfs(start, 0) 找到 goal：回答 YES，L 步（走法即栈中的路径）</translation>
    </message>
    <message>
        <source>answer NO</source>
        <comment>solitaire/iddfs</comment>
        <translation>回答 NO</translation>
    </message>
    <message>
        <source>dfs(c, d):   (c is expanded again in every deepening that reaches it)</source>
        <comment>solitaire/iddfs</comment>
        <translation>dfs(c, d)：   （每次到达 c 的加深都会再次扩展它）</translation>
    </message>
    <message>
        <source>for each legal move of c (a step or a jump of one piece) to n:</source>
        <comment>solitaire/iddfs</comment>
        <translation>对 c 的每个合法走法（某个棋子走一步或跳一步）得到的 n：</translation>
    </message>
    <message>
        <source>if n was reached in this deepening at depth &lt;= d + 1: skip it</source>
        <comment>solitaire/iddfs</comment>
        <translation>若本次加深中已在深度 &lt;= d + 1 处到达过 n：跳过它</translation>
    </message>
    <message>
        <source>depth[n] &lt;- d + 1, parent(n) &lt;- c</source>
        <comment>solitaire/iddfs</comment>
        <translation>记下 depth[n] &lt;- d + 1，parent(n) &lt;- c</translation>
    </message>
    <message>
        <source>if n = goal: return found</source>
        <comment>solitaire/iddfs</comment>
        <translation>若 n = goal：返回“找到”</translation>
    </message>
    <message>
        <source>if d + 1 &lt; L and dfs(n, d + 1) finds the goal: return found</source>
        <comment>solitaire/iddfs</comment>
        <translation>若 d + 1 &lt; L 且 dfs(n, d + 1) 找到 goal：返回“找到”</translation>
    </message>
    <message>
        <source>return not found</source>
        <comment>solitaire/iddfs</comment>
        <translation>返回“未找到”</translation>
    </message>
    <message>
        <source>if the piece is on the target: return 0</source>
        <comment>huarongdao/astar</comment>
        <translation>若指定棋子已在目标位置：返回 0</translation>
    </message>
    <message>
        <source>start &lt;- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)</source>
        <comment>huarongdao/astar</comment>
        <translation>start &lt;- 若空格紧挨指定棋子：(棋子, 空格所在的一侧)；否则：(空格独自在其所在格)</translation>
    </message>
    <message>
        <source>dist[start] &lt;- 0; push start at f = h(start)   -- h: the piece&apos;s Manhattan distance to the target</source>
        <comment>huarongdao/astar</comment>
        <translation>dist[start] &lt;- 0；将 start 以 f = h(start) 加入优先队列   -- h：指定棋子到目标位置的曼哈顿距离</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>huarongdao/astar</comment>
        <translation>当优先队列不为空时：</translation>
    </message>
    <message>
        <source>u &lt;- pop the state of least f = dist + h (skip one popped before)</source>
        <comment>huarongdao/astar</comment>
        <translation>u &lt;- 取出 f = dist + h 最小的状态（跳过之前已取出过的）</translation>
    </message>
    <message>
        <source>if u is (target, any side): return dist[u] and its moves</source>
        <comment>huarongdao/astar</comment>
        <translation>若 u 为 (目标位置, 任意一侧)：返回 dist[u] 及其走法</translation>
    </message>
    <message>
        <source>if u is the blank alone on b: for each neighbour c of b:</source>
        <comment>huarongdao/astar</comment>
        <translation>若 u 是独自在 b 上的空格：对 b 的每个相邻格 c：</translation>
    </message>
    <message>
        <source>if c is movable and not the piece: relax(the blank on c, dist[u] + 1)</source>
        <comment>huarongdao/astar</comment>
        <translation>若 c 可移动且不是指定棋子：relax(空格在 c 上, dist[u] + 1)</translation>
    </message>
    <message>
        <source>else u = (p, side): relax((the blank&apos;s cell, opposite side), dist[u] + 1)   -- swap</source>
        <comment>huarongdao/astar</comment>
        <translation>否则 u = (p, side)：relax((空格所在格, 相对的一侧), dist[u] + 1)   -- 棋子与空格互换</translation>
    </message>
    <message>
        <source>for each other side s of p:</source>
        <comment>huarongdao/astar</comment>
        <translation>对 p 的其余每一侧 s：</translation>
    </message>
    <message>
        <source>if walk[p][side][s] &lt; inf: relax((p, s), dist[u] + walk[p][side][s])</source>
        <comment>huarongdao/astar</comment>
        <translation>若 walk[p][side][s] &lt; inf：relax((p, s), dist[u] + walk[p][side][s])</translation>
    </message>
    <message>
        <source>relax(v, d): if d &lt; dist[v]: dist[v] &lt;- d; parent[v] &lt;- u; push v at f = d + h(v)</source>
        <comment>huarongdao/astar</comment>
        <translation>relax(v, d)（松弛）：若 d &lt; dist[v]：dist[v] &lt;- d；parent[v] &lt;- u；将 v 以 f = d + h(v) 加入优先队列</translation>
    </message>
    <message>
        <source>return -1</source>
        <comment>huarongdao/astar</comment>
        <translation>返回 -1</translation>
    </message>
    <message>
        <source>sides &lt;- the sides d of the piece the blank reaches without passing it, where (piece, d) can reach the target</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>sides &lt;- 指定棋子的各侧 d：空格不经过指定棋子即可到达，且 (指定棋子, d) 能到达目标</translation>
    </message>
    <message>
        <source>if sides is empty: return -1   -- both read off the board&apos;s cut cells and the piece graph&apos;s parts</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>若 sides 为空：返回 -1   -- 两者均由棋盘的割点与棋子图的连通块直接读出</translation>
    </message>
    <message>
        <source>while a side in sides is not popped:</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>当 sides 中仍有一侧未出队时：</translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>若 start 中数字块的逆序数为奇数：回答 unsolvable（无解）</translation>
    </message>
    <message>
        <source>mark goal seen at 0 moves; queue &lt;- [goal]</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>将 goal 标记为已访问，步数 0；队列 &lt;- [goal]</translation>
    </message>
    <message>
        <source>if start = goal: answer no move</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>若 start = goal：回答“无需移动”</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>f &lt;- pop the front of the queue</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>f &lt;- 队首出队</translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>对 f 中空格的每一种移动（上、右、下、左）得到的 n：</translation>
    </message>
    <message>
        <source>if n was seen: skip it</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>若 n 已访问过：跳过它</translation>
    </message>
    <message>
        <source>mark n seen at moves(f) + 1, toward_goal(n) &lt;- f</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>将 n 标记为已访问，步数为 moves(f) + 1，toward_goal(n) &lt;- f</translation>
    </message>
    <message>
        <source>if n = start: answer the moves from start along toward_goal</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>若 n = start：回答从 start 出发沿 toward_goal 走出的走法</translation>
    </message>
    <message>
        <source>push n to the back of the queue</source>
        <comment>eight/bfs-from-goal</comment>
        <translation>n 从队尾入队</translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/bfs</comment>
        <translation>若 start 中数字块的逆序数为奇数：回答 unsolvable（无解）</translation>
    </message>
    <message>
        <source>mark start seen at 0 moves; queue &lt;- [start]</source>
        <comment>eight/bfs</comment>
        <translation>将 start 标记为已访问，步数 0；队列 &lt;- [start]</translation>
    </message>
    <message>
        <source>if start = goal: answer no move</source>
        <comment>eight/bfs</comment>
        <translation>若 start = goal：回答“无需移动”</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <comment>eight/bfs</comment>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>f &lt;- pop the front of the queue</source>
        <comment>eight/bfs</comment>
        <translation>f &lt;- 队首出队</translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/bfs</comment>
        <translation>对 f 中空格的每一种移动（上、右、下、左）得到的 n：</translation>
    </message>
    <message>
        <source>if n was seen: skip it</source>
        <comment>eight/bfs</comment>
        <translation>若 n 已访问过：跳过它</translation>
    </message>
    <message>
        <source>mark n seen at moves(f) + 1, parent(n) &lt;- f</source>
        <comment>eight/bfs</comment>
        <translation>将 n 标记为已访问，步数为 moves(f) + 1，parent(n) &lt;- f</translation>
    </message>
    <message>
        <source>if n = goal: answer the moves along the parents from start</source>
        <comment>eight/bfs</comment>
        <translation>若 n = goal：回答从 start 出发、沿 parent 链得到的走法</translation>
    </message>
    <message>
        <source>push n to the back of the queue</source>
        <comment>eight/bfs</comment>
        <translation>n 从队尾入队</translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>若 start 中数字块的逆序数为奇数：回答 unsolvable（无解）</translation>
    </message>
    <message>
        <source>mark start seen forward at 0 moves; forward frontier &lt;- [start]</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>将 start 标记为正向已访问，步数 0；正向边界 &lt;- [start]</translation>
    </message>
    <message>
        <source>mark goal seen backward at 0 moves; backward frontier &lt;- [goal]</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>将 goal 标记为反向已访问，步数 0；反向边界 &lt;- [goal]</translation>
    </message>
    <message>
        <source>if start = goal: answer no move</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>若 start = goal：回答“无需移动”</translation>
    </message>
    <message>
        <source>for layer &lt;- 1, 2, ...:</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>对 layer &lt;- 1, 2, ...：</translation>
    </message>
    <message>
        <source>side &lt;- forward when layer is odd, else backward</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>side &lt;- 若 layer 为奇数则为正向，否则为反向</translation>
    </message>
    <message>
        <source>for each f in the frontier of side:</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>对 side 一侧边界中的每个 f：</translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>对 f 中空格的每一种移动（上、右、下、左）得到的 n：</translation>
    </message>
    <message>
        <source>if n was seen on side: skip it</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>若 n 已在 side 一侧访问过：跳过它</translation>
    </message>
    <message>
        <source>mark n seen on side at moves(f) + 1, parent(n) &lt;- f</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>将 n 标记为在 side 一侧已访问，步数为 moves(f) + 1，parent(n) &lt;- f</translation>
    </message>
    <message>
        <source>if n was seen on the other side: answer the way start .. n .. goal</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>若 n 已在另一侧访问过：回答走法 start .. n .. goal</translation>
    </message>
    <message>
        <source>add n to the next frontier of side</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>将 n 加入 side 一侧的下一层边界</translation>
    </message>
    <message>
        <source>frontier of side &lt;- next frontier</source>
        <comment>eight/bidirectional-bfs</comment>
        <translation>side 一侧的边界 &lt;- 下一层边界</translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/astar-manhattan</comment>
        <translation>若 start 中数字块的逆序数为奇数：回答 unsolvable（无解）</translation>
    </message>
    <message>
        <source>g(start) &lt;- 0; open &lt;- {start}, ordered by g + h</source>
        <comment>eight/astar-manhattan</comment>
        <translation>g(start) &lt;- 0；open &lt;- {start}，按 g + h 排序</translation>
    </message>
    <message>
        <source>while open is not empty:</source>
        <comment>eight/astar-manhattan</comment>
        <translation>当 open 不为空时：</translation>
    </message>
    <message>
        <source>f &lt;- take the frame of least g + h from open (the first pushed among ties)</source>
        <comment>eight/astar-manhattan</comment>
        <translation>f &lt;- 从 open 中取出 g + h 最小的局面（相等时取最先加入的）</translation>
    </message>
    <message>
        <source>if f is closed: skip it (a costlier copy)</source>
        <comment>eight/astar-manhattan</comment>
        <translation>若 f 已关闭：跳过它（代价更高的副本）</translation>
    </message>
    <message>
        <source>if f = goal: answer the moves along the parents</source>
        <comment>eight/astar-manhattan</comment>
        <translation>若 f = goal：回答沿 parent 链得到的走法</translation>
    </message>
    <message>
        <source>close f</source>
        <comment>eight/astar-manhattan</comment>
        <translation>关闭 f</translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/astar-manhattan</comment>
        <translation>对 f 中空格的每一种移动（上、右、下、左）得到的 n：</translation>
    </message>
    <message>
        <source>if n is closed or g(f) + 1 &gt;= g(n): skip it</source>
        <comment>eight/astar-manhattan</comment>
        <translation>若 n 已关闭或 g(f) + 1 &gt;= g(n)：跳过它</translation>
    </message>
    <message>
        <source>g(n) &lt;- g(f) + 1, parent(n) &lt;- f; push n to open with g(n) + h(n)</source>
        <comment>eight/astar-manhattan</comment>
        <translation>g(n) &lt;- g(f) + 1，parent(n) &lt;- f；将 n 以 g(n) + h(n) 加入 open</translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/astar-misplaced</comment>
        <translation>若 start 中数字块的逆序数为奇数：回答 unsolvable（无解）</translation>
    </message>
    <message>
        <source>g(start) &lt;- 0; open &lt;- {start}, ordered by g + h</source>
        <comment>eight/astar-misplaced</comment>
        <translation>g(start) &lt;- 0；open &lt;- {start}，按 g + h 排序</translation>
    </message>
    <message>
        <source>while open is not empty:</source>
        <comment>eight/astar-misplaced</comment>
        <translation>当 open 不为空时：</translation>
    </message>
    <message>
        <source>f &lt;- take the frame of least g + h from open (the first pushed among ties)</source>
        <comment>eight/astar-misplaced</comment>
        <translation>f &lt;- 从 open 中取出 g + h 最小的局面（相等时取最先加入的）</translation>
    </message>
    <message>
        <source>if f is closed: skip it (a costlier copy)</source>
        <comment>eight/astar-misplaced</comment>
        <translation>若 f 已关闭：跳过它（代价更高的副本）</translation>
    </message>
    <message>
        <source>if f = goal: answer the moves along the parents</source>
        <comment>eight/astar-misplaced</comment>
        <translation>若 f = goal：回答沿 parent 链得到的走法</translation>
    </message>
    <message>
        <source>close f</source>
        <comment>eight/astar-misplaced</comment>
        <translation>关闭 f</translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) to n:</source>
        <comment>eight/astar-misplaced</comment>
        <translation>对 f 中空格的每一种移动（上、右、下、左）得到的 n：</translation>
    </message>
    <message>
        <source>if n is closed or g(f) + 1 &gt;= g(n): skip it</source>
        <comment>eight/astar-misplaced</comment>
        <translation>若 n 已关闭或 g(f) + 1 &gt;= g(n)：跳过它</translation>
    </message>
    <message>
        <source>g(n) &lt;- g(f) + 1, parent(n) &lt;- f; push n to open with g(n) + h(n)</source>
        <comment>eight/astar-misplaced</comment>
        <translation>g(n) &lt;- g(f) + 1，parent(n) &lt;- f；将 n 以 g(n) + h(n) 加入 open</translation>
    </message>
    <message>
        <source>if the tiles of start have an odd number of inversions: answer unsolvable</source>
        <comment>eight/ida-star</comment>
        <translation>若 start 中数字块的逆序数为奇数：回答 unsolvable（无解）</translation>
    </message>
    <message>
        <source>limit &lt;- h(start)</source>
        <comment>eight/ida-star</comment>
        <translation>limit &lt;- h(start)（起始局面的下界）</translation>
    </message>
    <message>
        <source>loop:</source>
        <comment>eight/ida-star</comment>
        <translation>循环：</translation>
    </message>
    <message>
        <source>if dfs(start, 0) finds the goal: answer the moves on the stack</source>
        <comment>eight/ida-star</comment>
        <translation>若 dfs(start, 0) 找到 goal：回答栈中的走法</translation>
    </message>
    <message>
        <source>limit &lt;- the least g + h that passed the limit</source>
        <comment>eight/ida-star</comment>
        <translation>limit &lt;- 越过 limit 的 g + h 中的最小值</translation>
    </message>
    <message>
        <source>dfs(f, g):   (f is expanded again in every round that reaches it)</source>
        <comment>eight/ida-star</comment>
        <translation>dfs(f, g)：   （每一轮只要到达 f，就会再次扩展它）</translation>
    </message>
    <message>
        <source>if g + h(f) &gt; limit: note g + h(f); return not found</source>
        <comment>eight/ida-star</comment>
        <translation>若 g + h(f) &gt; limit：记下 g + h(f)；返回“未找到”</translation>
    </message>
    <message>
        <source>if f = goal: return found</source>
        <comment>eight/ida-star</comment>
        <translation>若 f = goal：返回“找到”</translation>
    </message>
    <message>
        <source>for each move of the blank in f (up, right, down, left) but back to its parent:</source>
        <comment>eight/ida-star</comment>
        <translation>对 f 中空格的每一种移动（上、右、下、左），退回父节点的那一步除外：</translation>
    </message>
    <message>
        <source>if dfs(n, g + 1) finds the goal: return found</source>
        <comment>eight/ida-star</comment>
        <translation>若 dfs(n, g + 1) 找到 goal：返回“找到”</translation>
    </message>
    <message>
        <source>return not found</source>
        <comment>eight/ida-star</comment>
        <translation>返回“未找到”</translation>
    </message>
    <message>
        <source>b &lt;- pop the cell of least blank[b] + h(b), the last pushed among ties (skip one popped before)</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>b &lt;- 取出 blank[b] + h(b) 最小的格，相同时取最后压入的（跳过之前已取出过的）</translation>
    </message>
    <message>
        <source>u &lt;- pop the state of least dist, the first pushed among ties (skip one popped before)</source>
        <comment>huarongdao/dijkstra-from-target</comment>
        <translation>u &lt;- 取出 dist 最小的状态，相同时取最先压入的（跳过之前已取出过的）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>there is not enough memory to read this file</source>
        <translation>内存不足，无法读取此文件</translation>
    </message>
    <message>
        <source>There is not enough memory to record this search.</source>
        <translation>内存不足，无法记录此次搜索。</translation>
    </message>
</context>
<context>
    <name>Regrade</name>
    <message>
        <source>the puzzle %1 is not known</source>
        <translation>未知的谜题 %1</translation>
    </message>
    <message>
        <source>its generator&apos;s parameter %1 is unknown or out of range</source>
        <translation>其生成器参数 %1 未知或超出范围</translation>
    </message>
    <message>
        <source>its generated board is larger than a class&apos;s exercise</source>
        <translation>其生成的棋盘比课堂练习所用的大</translation>
    </message>
    <message>
        <source>its board does not read: %1:%2: %3</source>
        <translation>其棋盘无法读取：%1:%2：%3</translation>
    </message>
    <message>
        <source>its board cannot be made again: %1</source>
        <translation>无法重新生成其棋盘：%1</translation>
    </message>
    <message>
        <source>its board has no case %1 query %2</source>
        <translation>其棋盘没有第 %1 组第 %2 问</translation>
    </message>
    <message>
        <source>%1 is not a search of the puzzle</source>
        <translation>%1 不是该谜题的搜索</translation>
    </message>
    <message>
        <source>no exercise on its board: %1</source>
        <translation>其棋盘上无法练习：%1</translation>
    </message>
    <message>
        <source>it cannot be graded: %1</source>
        <translation>无法评分：%1</translation>
    </message>
    <message>
        <source>says %1 right; its steps give %2</source>
        <translation>文件写着对了 %1 步；按其步骤算是 %2 步</translation>
    </message>
    <message>
        <source>says %1 tried; its steps give %2</source>
        <translation>文件写着做了 %1 步；按其步骤算是 %2 步</translation>
    </message>
    <message>
        <source>step %1 says wrong; core judges it right</source>
        <translation>第 %1 步写着错；核心判定为对</translation>
    </message>
    <message>
        <source>step %1 says right; core judges it wrong</source>
        <translation>第 %1 步写着对；核心判定为错</translation>
    </message>
    <message>
        <source>step %1 says it was not shown first; it was</source>
        <translation>第 %1 步写着事先未显示答案；实际显示过</translation>
    </message>
    <message>
        <source>step %1 says it was shown first; it was not</source>
        <translation>第 %1 步写着事先显示过答案；实际没有</translation>
    </message>
    <message>
        <source>step %1 proposes nothing this exercise can take</source>
        <translation>第 %1 步提交的内容不属于这个练习</translation>
    </message>
    <message>
        <source>step %1 is not a step of an exercise</source>
        <translation>第 %1 步不是练习中的步骤</translation>
    </message>
    <message>
        <source>says finished; its steps do not finish the exercise</source>
        <translation>文件写着已完成；其步骤并未完成练习</translation>
    </message>
    <message>
        <source>says unfinished; its steps finish the exercise</source>
        <translation>文件写着未完成；其步骤已完成练习</translation>
    </message>
    <message>
        <source>the new cells of a layer</source>
        <translation>一层的新格子</translation>
    </message>
    <message>
        <source>the next state taken</source>
        <translation>下一个取出的状态</translation>
    </message>
    <message>
        <source>how the frontier grows</source>
        <translation>边界如何增长</translation>
    </message>
    <message>
        <source>the legal moves</source>
        <translation>合法走法</translation>
    </message>
    <message>
        <source>step %1 is not a step of ask mode</source>
        <translation>第 %1 步不是提问模式中的步骤</translation>
    </message>
    <message>
        <source>step %1 answers a question never asked there</source>
        <translation>第 %1 步回答的问题在那里从未提出</translation>
    </message>
    <message>
        <source>it cannot be graded: %1 does not finish its search of this board within %2 s</source>
        <translation>无法评分：%1 在 %2 秒内没有完成对这个棋盘的搜索</translation>
    </message>
    <message>
        <source>it was not graded: the grading was cancelled</source>
        <translation>未评分：评分已被取消</translation>
    </message>
</context>
<context>
    <name>ResultsFile</name>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>holds %1 entries; it may hold at most %2</source>
        <translation>有 %1 项；最多只能 %2 项</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>must be a cell, [row, column]</source>
        <translation>必须是一个格子，[行, 列]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an action of a result</source>
        <translation>&quot;%1&quot; 不是成绩记录中的动作</translation>
    </message>
    <message>
        <source>a proposal needs &quot;right&quot;</source>
        <translation>提交的步骤需要 &quot;right&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a question of ask mode</source>
        <translation>&quot;%1&quot; 不是提问模式的问题</translation>
    </message>
    <message>
        <source>an answer needs &quot;right&quot;</source>
        <translation>回答需要 &quot;right&quot;</translation>
    </message>
    <message>
        <source>must be &quot;fewer&quot;, &quot;about_the_same&quot; or &quot;more&quot;</source>
        <translation>必须是 &quot;fewer&quot;、&quot;about_the_same&quot; 或 &quot;more&quot;</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;seed&quot; (with &quot;parameters&quot;) and &quot;judge_text&quot;</source>
        <translation>&quot;seed&quot;（连同 &quot;parameters&quot;）和 &quot;judge_text&quot; 必须恰好给出一个</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^64-1, written as a string</source>
        <translation>必须是 0 到 2^64-1 之间的整数，写成字符串</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数</translation>
    </message>
    <message>
        <source>must be &quot;exercise&quot;, &quot;ask&quot; or &quot;play&quot;</source>
        <translation>必须是 &quot;exercise&quot;、&quot;ask&quot; 或 &quot;play&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a puzzle</source>
        <translation>&quot;%1&quot; 不是谜题</translation>
    </message>
    <message>
        <source>must be a date and time, as 2026-12-06T09:30:00Z</source>
        <translation>必须是日期和时间，例如 2026-12-06T09:30:00Z</translation>
    </message>
    <message>
        <source>A student&apos;s results</source>
        <translation>学生成绩</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;: these are not a student&apos;s results</source>
        <translation>必须是 &quot;%1&quot;：这不是学生成绩</translation>
    </message>
    <message>
        <source>must name the student</source>
        <translation>必须写明学生姓名</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>two students on the roster are named %1 (lines %2 and %3): give the login instead</source>
        <translation>花名册上有两位学生都叫 %1（第 %2 行和第 %3 行）：请改用登录名</translation>
    </message>
    <message>
        <source>no login or name on the roster is %1</source>
        <translation>花名册上没有登录名或姓名是 %1</translation>
    </message>
    <message>
        <source>the roster is empty: it needs a header naming its columns (name, login, id, email, section)</source>
        <translation>花名册是空的：需要一行表头写明各列（name、login、id、email、section）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a second column of the same thing</source>
        <translation>&quot;%1&quot; 与另一列重复</translation>
    </message>
    <message>
        <source>the header names no column of names or logins: name it &quot;name&quot; or &quot;login&quot; (also read: id, email, section)</source>
        <translation>表头中没有姓名列或登录名列：请命名为 &quot;name&quot; 或 &quot;login&quot;（还会读取：id、email、section）</translation>
    </message>
    <message>
        <source>a roster holds at most %1 students</source>
        <translation>花名册最多 %1 位学生</translation>
    </message>
    <message>
        <source>more fields than the header has columns (%1)</source>
        <translation>字段比表头的列（%1 列）多</translation>
    </message>
    <message>
        <source>a student needs a name or a login</source>
        <translation>学生需要姓名或登录名</translation>
    </message>
    <message>
        <source>the login %1 is on line %2 already</source>
        <translation>登录名 %1 已在第 %2 行出现</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is larger than the %1 MiB a roster may be</source>
        <translation>超过了花名册允许的 %1 MiB</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>the line may run around the board, as in the real game (the judge forbids it)</source>
        <comment>lianliankan/outside</comment>
        <translation>连线可绕到棋盘外（真实游戏规则；判题不允许）</translation>
    </message>
    <message>
        <source>paths may not leave the board (the judge lets them)</source>
        <comment>mahjong/closed-ring</comment>
        <translation>路径不得离开棋盘（判题允许离开）</translation>
    </message>
    <message>
        <source>the most moves the goal may be from the start (the judge&apos;s K)</source>
        <comment>solitaire/max-moves</comment>
        <translation>目标局面距起始局面的最多步数（即判题的 K）</translation>
    </message>
    <message>
        <source>Around the board</source>
        <comment>lianliankan/outside</comment>
        <translation>绕行棋盘外</translation>
    </message>
    <message>
        <source>Closed ring</source>
        <comment>mahjong/closed-ring</comment>
        <translation>封闭外圈</translation>
    </message>
    <message>
        <source>Most moves</source>
        <comment>solitaire/max-moves</comment>
        <translation>最多步数</translation>
    </message>
</context>
<context>
    <name>RulesInForce</name>
    <message>
        <source>%1 (the judge&apos;s)</source>
        <translation>%1（判题所用）</translation>
    </message>
    <message>
        <source>%1 on</source>
        <translation>%1 开</translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation>%1 关</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source> (the judge&apos;s: %1)</source>
        <translation>（判题所用：%1）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>SlideTitle</name>
    <message>
        <source>Exercise: %1</source>
        <translation>练习：%1</translation>
    </message>
    <message>
        <source>Ask: %1</source>
        <translation>提问：%1</translation>
    </message>
    <message>
        <source>Compare: %1</source>
        <translation>比较：%1</translation>
    </message>
    <message>
        <source>%1, case %2, query %3: %4</source>
        <translation>%1，第 %2 组数据，第 %3 个询问：%4</translation>
    </message>
</context>
<context>
    <name>Solitaire</name>
    <message>
        <source>%1 jump</source>
        <translation>%1 跳</translation>
    </message>
    <message>
        <source>Solitaire (HDU 1401)</source>
        <translation>跳棋（HDU 1401 Solitaire）</translation>
    </message>
    <message>
        <source>Case %1: %2</source>
        <translation>第 %1 组：%2</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>到 %1</translation>
    </message>
    <message>
        <source>from the start: %1</source>
        <translation>从起点：%1</translation>
    </message>
    <message>
        <source>from the goal: %1</source>
        <translation>从终点：%1</translation>
    </message>
    <message>
        <source>the start is the goal</source>
        <translation>起始局面即目标局面</translation>
    </message>
    <message numerus="yes">
        <source>%n moves: %1</source>
        <translation>
            <numerusform>%n 步：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the goal is more than %n moves away</source>
        <translation>
            <numerusform>目标局面超过 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>a square of the goal</source>
        <translation>目标局面的格子</translation>
    </message>
    <message>
        <source>the start, before the search</source>
        <translation>起始局面（搜索之前）</translation>
    </message>
    <message>
        <source>the configuration being expanded</source>
        <translation>正在扩展的局面</translation>
    </message>
    <message>
        <source>dashed: the move being tried</source>
        <translation>虚线：正在尝试的走法</translation>
    </message>
    <message>
        <source>the found sequence, replayed move by move</source>
        <translation>找到的走法，逐步回放</translation>
    </message>
    <message>
        <source>chart: configurations expanded per layer</source>
        <translation>图表：每层已扩展的局面</translation>
    </message>
    <message>
        <source>chart: frontier per layer</source>
        <translation>图表：每层的边界</translation>
    </message>
    <message>
        <source>layer sizes: configurations seen at each depth (log scale)</source>
        <translation>各层大小：每个深度见到的局面数（对数刻度）</translation>
    </message>
    <message>
        <source>%1, a square of the goal</source>
        <translation>%1，目标局面的格子</translation>
    </message>
    <message>
        <source>configurations per layer (log scale)</source>
        <translation>每层局面数（对数刻度）</translation>
    </message>
    <message>
        <source>Run a search to see its layers grow.</source>
        <translation>运行搜索，观察各层的增长。</translation>
    </message>
    <message>
        <source>a piece</source>
        <translation>一枚棋子</translation>
    </message>
</context>
<context>
    <name>SolitairePlay</name>
    <message>
        <source>Goal reached in %1 of %2 moves.</source>
        <translation>在 %2 步限制内用 %1 步到达目标。</translation>
    </message>
    <message>
        <source>Moves used: %1 of %2.</source>
        <translation>已用 %1 步，共 %2 步。</translation>
    </message>
    <message>
        <source>Asking whether the goal is still in reach…</source>
        <translation>正在判断目标是否仍可到达…</translation>
    </message>
    <message numerus="yes">
        <source>The goal can still be reached in the %n moves left.</source>
        <translation>
            <numerusform>在剩余的 %n 步内仍能到达目标。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached in the %n moves left.</source>
        <translation>
            <numerusform>在剩余的 %n 步内无法到达目标。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudentBoard</name>
    <message>
        <source>%1 is %2, fewer than %3</source>
        <translation>%1 为 %2，少于 %3</translation>
    </message>
    <message>
        <source>%1 is %2, more than %3</source>
        <translation>%1 为 %2，多于 %3</translation>
    </message>
    <message>
        <source>the file has no case %1</source>
        <translation>文件没有第 %1 组</translation>
    </message>
    <message>
        <source>case %1 has no query %2</source>
        <translation>第 %1 组没有第 %2 问</translation>
    </message>
    <message>
        <source>the answer is %1, not %2</source>
        <translation>答案是 %1，不是 %2</translation>
    </message>
    <message>
        <source>no line is found, so it has no turns</source>
        <translation>没有找到连线，因此没有转弯</translation>
    </message>
    <message>
        <source>%1 and %2 agree (%3)</source>
        <translation>%1 和 %2 的答案相同（%3）</translation>
    </message>
    <message>
        <source>the generator refuses the parameters: %1</source>
        <translation>生成器不接受这些参数：%1</translation>
    </message>
    <message>
        <source>none of %1 generated boards meets the requirements (the last: %2)</source>
        <translation>生成的 %1 块棋盘都不满足要求（最后一块：%2）</translation>
    </message>
    <message>
        <source>%1 does not finish its search within %2 s</source>
        <translation>%1 在 %2 秒内没有完成搜索</translation>
    </message>
    <message>
        <source>no board of %1 generated in %2 s meets the requirements (the last: %3)</source>
        <translation>%2 秒内生成的 %1 个棋盘都不满足要求（最后一个：%3）</translation>
    </message>
    <message numerus="yes">
        <source>cancelled after %n board(s) tried</source>
        <translation>
            <numerusform>已尝试 %n 个棋盘后取消</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingPicture</name>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>边界</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>fewer</source>
        <translation>更少</translation>
    </message>
    <message>
        <source>about the same</source>
        <translation>差不多</translation>
    </message>
    <message>
        <source>more</source>
        <translation>更多</translation>
    </message>
    <message numerus="yes">
        <source>%n new cell(s)</source>
        <translation>
            <numerusform>%n 个新格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s)</source>
        <translation>
            <numerusform>%n 步合法走法</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>its name is not UTF-8 and Frontier cannot write it under that name: choose another</source>
        <translation>它的名字不是 UTF-8，Frontier 无法以这个名字写入：请另选一个名字</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>Frontier</source>
        <translation>Frontier</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Frontier</source>
        <translation>%1[*] — %2 — Frontier</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>未保存的课件</translation>
    </message>
    <message>
        <source>%1, slide %2 of %3 — %4</source>
        <translation>%1，第 %2 张幻灯片，共 %3 张 — %4</translation>
    </message>
</context>
<context>
    <name>frontier::gui::AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>From &amp;step:</source>
        <translation>起始步(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>结束步(&amp;T)：</translation>
    </message>
    <message>
        <source>Frames a &amp;second:</source>
        <translation>每秒帧数(&amp;S)：</translation>
    </message>
    <message>
        <source>Export the animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>GIF animations (*.gif);;MP4 videos (*.mp4)</source>
        <translation>GIF 动画 (*.gif);;MP4 视频 (*.mp4)</translation>
    </message>
    <message>
        <source>The file&apos;s name must end in .gif or .mp4.</source>
        <translation>文件名必须以 .gif 或 .mp4 结尾。</translation>
    </message>
    <message>
        <source>The first step is after the last.</source>
        <translation>起始步在结束步之后。</translation>
    </message>
    <message numerus="yes">
        <source>%n frames, %1 seconds, as %2</source>
        <translation>
            <numerusform>%n 帧，%1 秒，格式为 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>at %1×%2: an MP4&apos;s sides are even.</source>
        <translation>尺寸为 %1×%2：MP4 的边长为偶数。</translation>
    </message>
    <message>
        <source>&amp;Narration as a caption under each frame</source>
        <translation>把讲解作为每帧下方的字幕(&amp;N)</translation>
    </message>
    <message>
        <source>A caption needs frames of at least %1×%2.</source>
        <translation>加字幕时每帧至少要 %1×%2。</translation>
    </message>
    <message>
        <source>%1 frames are more than the %2 an animation may have: choose a shorter range.</source>
        <translation>%1 帧超过动画最多可有的 %2 帧：请选更短的范围。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::AnimationJob</name>
    <message>
        <source>Exporting %1…</source>
        <translation>正在导出 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>frontier::gui::AnswerBanner</name>
    <message>
        <source>Judge&apos;s answer: %1</source>
        <translation>判题答案：%1</translation>
    </message>
    <message>
        <source>This lesson&apos;s answer: %1, wrong on purpose; the judge&apos;s: %2</source>
        <translation>此反面教材的答案：%1（故意出错）；判题答案：%2</translation>
    </message>
    <message>
        <source> — </source>
        <translation> — </translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;游戏中&lt;/b&gt; — %1</translation>
    </message>
    <message>
        <source>Playing — %1</source>
        <translation>游戏中 — %1</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <source>&lt;b&gt;Exercise&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;练习&lt;/b&gt; — %1</translation>
    </message>
    <message>
        <source>Exercise — %1</source>
        <translation>练习 — %1</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source> — move %1 of %2</source>
        <translation> — 第 %1 / %2 步</translation>
    </message>
    <message>
        <source> — under %1</source>
        <translation> — 规则：%1</translation>
    </message>
    <message>
        <source>(an empty line)</source>
        <translation>（空行）</translation>
    </message>
    <message>
        <source>No answer of yours: your file ends before line %1 — the judge&apos;s: %2</source>
        <translation>你没有作答：你的文件在第 %1 行之前就结束了 — 判题的答案：%2</translation>
    </message>
    <message>
        <source>Your answer: %1 — the judge takes it</source>
        <translation>你的答案：%1 — 判题认可</translation>
    </message>
    <message>
        <source>Your answer: %1 — refused: %2</source>
        <translation>你的答案：%1 — 被拒绝：%2</translation>
    </message>
    <message>
        <source>Your answer: %1 — the judge&apos;s: %2</source>
        <translation>你的答案：%1 — 判题的答案：%2</translation>
    </message>
    <message>
        <source>No answer of yours: your file ends before line %1</source>
        <translation>你没有作答：你的文件在第 %1 行之前就结束了</translation>
    </message>
</context>
<context>
    <name>frontier::gui::AskMode</name>
    <message>
        <source>Answer the question first: Return reveals it.</source>
        <translation>请先回答问题：按回车揭晓。</translation>
    </message>
    <message>
        <source>Ask mode: playback stops before each question.</source>
        <translation>提问模式：播放会在每个问题之前停下。</translation>
    </message>
    <message>
        <source>Revealed. Space plays on to the next question.</source>
        <translation>已揭晓。按空格键播放到下一个问题。</translation>
    </message>
    <message>
        <source>Return reveals the answer.</source>
        <translation>按回车揭晓答案。</translation>
    </message>
    <message>
        <source>Searching first: the questions come when the search has run.</source>
        <translation>先搜索：搜索完成后提问。</translation>
    </message>
    <message>
        <source>Hands up: A, B, C or D?</source>
        <translation>请举手：A、B、C 还是 D？</translation>
    </message>
    <message>
        <source>The answer: %1, %2.</source>
        <translation>答案：%1，%2。</translation>
    </message>
    <message>
        <source>The class voted with no one choice ahead. %1</source>
        <translation>全班投票没有哪个选项领先。%1</translation>
    </message>
    <message numerus="yes">
        <source>The class voted %1 (%n hand(s)). %2</source>
        <translation>
            <numerusform>全班投票选 %1（%n 人举手）。%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands up: A or B?</source>
        <translation>请举手：A 还是 B？</translation>
    </message>
    <message>
        <source>Hands up: A, B or C?</source>
        <translation>请举手：A、B 还是 C？</translation>
    </message>
</context>
<context>
    <name>frontier::gui::AskPanel</name>
    <message>
        <source>Play the search (Space): it stops before each question.</source>
        <translation>播放搜索（空格键）：它会在每个问题之前停下。</translation>
    </message>
    <message>
        <source>Space plays on.</source>
        <translation>按空格键继续播放。</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>合法</translation>
    </message>
    <message>
        <source>not legal, %1</source>
        <translation>不合法，%1</translation>
    </message>
    <message>
        <source>Ask at every layer</source>
        <translation>每一层提问</translation>
    </message>
    <message>
        <source>Ask at every pop</source>
        <translation>每次出队提问</translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation>更少</translation>
    </message>
    <message>
        <source>About the same</source>
        <translation>差不多</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>Reveal (Return)</source>
        <translation>揭晓（回车）</translation>
    </message>
</context>
<context>
    <name>frontier::gui::BoardView</name>
    <message>
        <source>Open a judge input file (File ▸ Open), drop one here, or pick one from File ▸ Examples.</source>
        <translation>打开一个判题输入文件（文件 ▸ 打开），或将文件拖放到此处，或从 文件 ▸ 示例 中选择。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::BookmarkNoteDialog</name>
    <message>
        <source>Bookmark at %1</source>
        <translation>%1的书签</translation>
    </message>
    <message>
        <source>A note: what to say here, shown when playback arrives at the bookmark.</source>
        <translation>注释：在这里要说的话，播放到这个书签时显示。</translation>
    </message>
    <message>
        <source>Note in &amp;English:</source>
        <translation>英文注释(&amp;E)：</translation>
    </message>
    <message>
        <source>Note in &amp;Chinese (中文):</source>
        <translation>中文注释(&amp;C)：</translation>
    </message>
    <message>
        <source>A question the student answers in words when the lesson&apos;s slide first reaches the bookmark (presenting, it is said to the class instead):</source>
        <translation>课件的幻灯片第一次播放到这个书签时，请学生用文字回答的问题（演示时改为向全班说出）：</translation>
    </message>
    <message>
        <source>&amp;Question in English:</source>
        <translation>英文问题(&amp;Q)：</translation>
    </message>
    <message>
        <source>Question in C&amp;hinese (中文):</source>
        <translation>中文问题(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>frontier::gui::CasesModel</name>
    <message>
        <source>Query %1: %2</source>
        <translation>询问 %1：%2</translation>
    </message>
    <message>
        <source>Cases and queries</source>
        <translation>数据组与询问</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n wrong</source>
        <translation>
            <numerusform>%1 — %n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — no answer</source>
        <translation>%1 — 未作答</translation>
    </message>
    <message>
        <source>%1 — right</source>
        <translation>%1 — 正确</translation>
    </message>
    <message>
        <source>%1 — wrong: yours %2, the judge&apos;s %3</source>
        <translation>%1 — 错误：你的 %2，判题的 %3</translation>
    </message>
    <message>
        <source>%1 — wrong</source>
        <translation>%1 — 错误</translation>
    </message>
</context>
<context>
    <name>frontier::gui::CasesPanel</name>
    <message numerus="yes">
        <source>Your answers (%1): all %n right.</source>
        <translation>
            <numerusform>你的答案（%1）：全部 %n 个正确。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your answers (%1): %2 of %n wrong; F8 goes to the next, Shift+F8 to the one before.</source>
        <translation>
            <numerusform>你的答案（%1）：%n 个中有 %2 个错误；F8 转到下一个，Shift+F8 转到上一个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your file ends before the last %n queries.</source>
        <translation>
            <numerusform>你的文件在最后 %n 个询问之前就结束了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) too many, after the last query&apos;s answer.</source>
        <translation>
            <numerusform>多出 %n 行，在最后一个询问的答案之后。</numerusform>
        </translation>
    </message>
    <message>
        <source>They are exactly the answers of the lesson %1 (%2): choose it in the Algorithm box to watch where it goes wrong.</source>
        <translation>它们与反面教材 %1（%2）的答案完全一致：在“算法”框中选择它，看看它错在哪里。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>They are exactly the judge&apos;s answers with the rule “%1” %2 (%3).</source>
        <translation>它们与规则“%1”为%2时判题的答案完全一致（%3）。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::ClassView</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Class Results</source>
        <translation>全班成绩</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>分数(&amp;S)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Mistakes by pseudo-code line</source>
        <translation>按伪代码行统计的错误</translation>
    </message>
    <message>
        <source>Explanations</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>What the class wrote:</source>
        <translation>全班写下的解释：</translation>
    </message>
    <message>
        <source>&amp;Where the Class Went Wrong</source>
        <translation>全班出错的地方(&amp;W)</translation>
    </message>
    <message>
        <source>Left out, as they do not read:
%1</source>
        <translation>以下文件无法读取，未计入：
%1</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>看了 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1, %2): %3</source>
        <translation>(%1, %2)：%3</translation>
    </message>
    <message numerus="yes">
        <source>line %1: %2 — %n mistake(s)</source>
        <translation>
            <numerusform>第 %1 行：%2 —— %n 次错误</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes counted on a line.</source>
        <translation>没有统计到任何一行的错误。</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>逗号分隔值（*.csv）</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Scores: a row a student, a column a slide or query, then the total</source>
        <translation>分数：每行一位学生，每列一页幻灯片或一个问题，最后是总分</translation>
    </message>
    <message>
        <source>Board: a student&apos;s own, or the one the class shared</source>
        <translation>棋盘：某位学生自己的，或全班共用的</translation>
    </message>
    <message>
        <source>&amp;Board of:</source>
        <translation>棋盘(&amp;B)：</translation>
    </message>
    <message>
        <source>Where they went wrong on the board</source>
        <translation>他们在棋盘上出错的地方</translation>
    </message>
    <message>
        <source>Mistakes by kind</source>
        <translation>按类型统计的错误</translation>
    </message>
    <message>
        <source>Mistakes by layer</source>
        <translation>按层统计的错误</translation>
    </message>
    <message>
        <source>By pseudo-code line (the class):</source>
        <translation>按伪代码行（全班）：</translation>
    </message>
    <message>
        <source>By kind (the class):</source>
        <translation>按类型（全班）：</translation>
    </message>
    <message>
        <source>By layer (the class):</source>
        <translation>按层（全班）：</translation>
    </message>
    <message>
        <source>&amp;Roster…</source>
        <translation>花名册(&amp;R)…</translation>
    </message>
    <message>
        <source>The class&apos;s roster (CSV: name, login, id, email, section), which matches each student to their account in the gradebook; remembered for this folder.</source>
        <translation>班级花名册（CSV：name、login、id、email、section），把每位学生对应到成绩册中的账号；此文件夹会记住它。</translation>
    </message>
    <message>
        <source>Gradebook format</source>
        <translation>成绩册格式</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Canvas</translation>
    </message>
    <message>
        <source>Moodle</source>
        <translation>Moodle</translation>
    </message>
    <message>
        <source>&amp;Gradebook:</source>
        <translation>成绩册(&amp;G)：</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>The points of every slide scored, %1 each: the share of its steps right</source>
        <translation>每页有分数的幻灯片的得分之和，每页 %1 分：按做对步骤的比例计</translation>
    </message>
    <message>
        <source>%1 — edited</source>
        <translation>%1 — 已被改动</translation>
    </message>
    <message>
        <source>%1 (not on the roster)</source>
        <translation>%1（不在花名册上）</translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Roster: %1 (line %2), login %3, ID %4</source>
        <translation>花名册：%1（第 %2 行），登录名 %3，学号 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n attempts</source>
        <translation>
            <numerusform>%n 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>EDITED</source>
        <translation>已被改动</translation>
    </message>
    <message>
        <source>Edited: %1</source>
        <translation>已被改动：%1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1, total: %2 of %3 points</source>
        <translation>%1，总分：%3 分中得 %2 分</translation>
    </message>
    <message>
        <source>The roster does not read: %1</source>
        <translation>花名册无法读取：%1</translation>
    </message>
    <message>
        <source>Not on the roster, so not in the CSV: %1</source>
        <translation>不在花名册上，因此不在 CSV 中：%1</translation>
    </message>
    <message>
        <source>On the roster, with no results: %1</source>
        <translation>在花名册上但没有成绩：%1</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>Edited by hand, not believed (each is graded from its steps):
%1</source>
        <translation>被手工改动，不予采信（都按其步骤重新评分）：
%1</translation>
    </message>
    <message>
        <source>Set aside, as they are another lesson&apos;s:
%1</source>
        <translation>属于另一节课，已放在一旁：
%1</translation>
    </message>
    <message>
        <source>Class Roster</source>
        <translation>班级花名册</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv);;All files (*)</source>
        <translation>逗号分隔值（*.csv）;;所有文件（*）</translation>
    </message>
    <message>
        <source>The whole class (one board)</source>
        <translation>全班（同一块棋盘）</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n mistake(s)</source>
        <translation>
            <numerusform>%1 — %n 次错误</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>没有错误。</translation>
    </message>
    <message>
        <source>No layer to count by.</source>
        <translation>没有可以按层统计的。</translation>
    </message>
    <message>
        <source>No mistakes on this board.</source>
        <translation>这块棋盘上没有错误。</translation>
    </message>
    <message>
        <source>Mistakes by cell on the board of %1: %2</source>
        <translation>%1 的棋盘上各格子的错误：%2</translation>
    </message>
    <message>
        <source>%1 is written. Not on the roster, so not in it: %2.</source>
        <translation>已写入 %1。不在花名册上，因此不在其中：%2。</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>位置(&amp;P)：</translation>
    </message>
    <message>
        <source>One name in several files:
%1</source>
        <translation>同一个名字出现在多个文件中：
%1</translation>
    </message>
</context>
<context>
    <name>frontier::gui::ClassWork</name>
    <message>
        <source>hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Your results could not be written: %1</source>
        <translation>无法写入你的成绩：%1</translation>
    </message>
    <message>
        <source>Student Name</source>
        <translation>学生姓名</translation>
    </message>
    <message>
        <source>Your name, as your teacher knows it. Your results are kept under it:</source>
        <translation>你的姓名（老师认得的写法）。你的成绩将以此保存：</translation>
    </message>
    <message>
        <source>Explain: %1</source>
        <translation>请解释：%1</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Export My Results</source>
        <translation>导出我的成绩</translation>
    </message>
    <message>
        <source>Frontier results (*.%1)</source>
        <translation>Frontier 成绩（*.%1）</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Your results are in %1: hand this file in.</source>
        <translation>你的成绩已保存在 %1：请上交这个文件。</translation>
    </message>
    <message>
        <source>Open Class Results</source>
        <translation>打开全班成绩</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的回答</translation>
    </message>
    <message>
        <source>Ctrl+Return sends the answer; Tab goes on to the buttons.</source>
        <translation>Ctrl+Return 提交回答；Tab 移到按钮。</translation>
    </message>
    <message>
        <source>Opening the class&apos;s results was cancelled.</source>
        <translation>已取消打开全班的结果。</translation>
    </message>
    <message>
        <source>Grading Again</source>
        <translation>重新评分</translation>
    </message>
    <message>
        <source>Reading the class&apos;s results…</source>
        <translation>正在读取全班的结果…</translation>
    </message>
    <message>
        <source>Grading the class&apos;s answers again: %1 of %2 activities</source>
        <translation>正在重新评判全班的答案：第 %1 项，共 %2 项活动</translation>
    </message>
</context>
<context>
    <name>frontier::gui::Commands</name>
    <message>
        <source>%1 — not now: %2</source>
        <translation>%1 — 现在不可用：%2</translation>
    </message>
    <message>
        <source>%1: not now: %2</source>
        <translation>%1：现在不可用：%2</translation>
    </message>
</context>
<context>
    <name>frontier::gui::CompareMode</name>
    <message>
        <source>%1 — case %2, query %3: %4</source>
        <translation>%1 — 第 %2 组，第 %3 个查询：%4</translation>
    </message>
    <message>
        <source>Explain: %1</source>
        <translation>请解释：%1</translation>
    </message>
</context>
<context>
    <name>frontier::gui::CompareWindow</name>
    <message>
        <source>Compare Searches</source>
        <translation>比较搜索</translation>
    </message>
    <message>
        <source>Compare Searches — %1</source>
        <translation>比较搜索 — %1</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>时钟：</translation>
    </message>
    <message>
        <source>one expansion a beat</source>
        <translation>每拍扩展一个状态</translation>
    </message>
    <message>
        <source>one layer a beat</source>
        <translation>每拍完成一层</translation>
    </message>
    <message>
        <source>What every lane does at each beat: expand one state, or finish one layer (cost level)</source>
        <translation>每一拍各通道做什么：扩展一个状态，或完成一层（一个代价级别）</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>回到开头</translation>
    </message>
    <message>
        <source>One beat back</source>
        <translation>后退一拍</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>One beat forward</source>
        <translation>前进一拍</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>加快</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>减慢</translation>
    </message>
    <message>
        <source>Fit to the lanes</source>
        <translation>适应通道大小</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Add a lane</source>
        <translation>添加通道</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评测</translation>
    </message>
    <message>
        <source>States discovered</source>
        <translation>发现的状态</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>扩展次数</translation>
    </message>
    <message>
        <source>Largest frontier</source>
        <translation>最大边界</translation>
    </message>
    <message>
        <source>Cost of the answer</source>
        <translation>答案的代价</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间（毫秒）</translation>
    </message>
    <message>
        <source>Refused: a lane of %1 would need about %2 MiB, and with the other lanes (%3 MiB) that is more than the %4 MiB the lanes may use on this computer.</source>
        <translation>已拒绝：%1 的通道约需 %2 MiB，加上其他通道（%3 MiB）超过了本机上各通道可用的 %4 MiB。</translation>
    </message>
    <message>
        <source>Refused: a comparison holds at most %1 lanes.</source>
        <translation>已拒绝：一次比较最多 %1 个通道。</translation>
    </message>
    <message>
        <source>Searching %1…</source>
        <translation>正在搜索 %1…</translation>
    </message>
    <message>
        <source>Refused: a comparison needs at least %1 lanes.</source>
        <translation>已拒绝：一次比较至少需要 %1 个通道。</translation>
    </message>
    <message>
        <source>Every lane has searched: play, or step with ← and →.</source>
        <translation>各通道都已搜索完毕：播放，或用 ← 和 → 单步。</translation>
    </message>
    <message>
        <source>%1 (wrong on purpose)</source>
        <translation>%1（故意出错）</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>differs: the judge says %1</source>
        <translation>不同：评测答案为 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n beats a second</source>
        <translation>
            <numerusform>每秒 %n 拍</numerusform>
        </translation>
    </message>
    <message>
        <source>The search&apos;s own time, nothing recorded. A first run pays the one-time costs (memory the search keeps for later runs) and is not counted; then the median of the runs made in %1 ms (at most %2). A search whose first run takes %1 ms or more is timed by that run alone.</source>
        <translation>搜索本身的用时，不做任何记录。第一次运行承担一次性开销（搜索留给之后各次运行的内存），不计入；之后取 %1 毫秒内各次运行用时的中位数（最多 %2 次）。第一次运行就用了 %1 毫秒或更多的搜索，只按这一次计时。</translation>
    </message>
    <message>
        <source>beat %1 of %2 (an expansion each)</source>
        <translation>第 %1 / %2 拍（每拍一次扩展）</translation>
    </message>
    <message>
        <source>beat %1 of %2 (a layer each)</source>
        <translation>第 %1 / %2 拍（每拍一层）</translation>
    </message>
</context>
<context>
    <name>frontier::gui::CountersPanel</name>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>已扩展</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>边界</translation>
    </message>
    <message>
        <source>Largest frontier</source>
        <translation>最大边界</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走子</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>路径/走法</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source> (fine step %1 of %2)</source>
        <translation>（细步 %1 / %2）</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>The search was cancelled before it could answer.</source>
        <translation>搜索在得出答案前被取消。</translation>
    </message>
    <message>
        <source>Reached at the end of the search.</source>
        <translation>在搜索结束时给出。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>frontier::gui::CrashRecovery</name>
    <message>
        <source>Could not keep a journal of the unsaved changes: %1</source>
        <translation>无法为未保存的更改保留日志：%1</translation>
    </message>
    <message>
        <source>it names a puzzle Frontier does not know, &quot;%1&quot;</source>
        <translation>它写明的谜题“%1”是 Frontier 不认识的</translation>
    </message>
    <message>
        <source>its text does not read as %1: %2</source>
        <translation>其文本无法按%1读取：%2</translation>
    </message>
    <message>
        <source>The new file</source>
        <translation>新文件</translation>
    </message>
    <message>
        <source>%1 is recovered with its unsaved changes; save it to keep them.</source>
        <translation>%1 已连同未保存的更改一起恢复；保存即可保留这些更改。</translation>
    </message>
    <message>
        <source>⚠ Unsaved changes are not safe from a crash</source>
        <translation>⚠ 未保存的更改在崩溃时无法保住</translation>
    </message>
</context>
<context>
    <name>frontier::gui::EditMode</name>
    <message>
        <source>That edit is not allowed: %1</source>
        <translation>不允许这样编辑：%1</translation>
    </message>
    <message>
        <source>Edited: %1.</source>
        <translation>已编辑：%1。</translation>
    </message>
    <message>
        <source>asked again after every edit</source>
        <translation>每次编辑后重新求解</translation>
    </message>
    <message>
        <source>Editing: every change can be undone (Ctrl+Z), and is kept only when saved.</source>
        <translation>编辑中：每次修改都可撤销（Ctrl+Z），只有保存后才会保留。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::EditPanel</name>
    <message>
        <source>Tiles in use…</source>
        <translation>已用的方块…</translation>
    </message>
    <message>
        <source>A click on the board</source>
        <translation>在棋盘上单击</translation>
    </message>
    <message>
        <source>Tile:</source>
        <translation>方块：</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>改变大小</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>询问</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>数据组</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>The judge&apos;s answer: asking the judge solver…</source>
        <translation>判题答案：正在询问判题求解程序…</translation>
    </message>
    <message>
        <source>The judge&apos;s answer: %1</source>
        <translation>判题答案：%1</translation>
    </message>
    <message>
        <source>%1 Ctrl+Z undoes, Esc or Ctrl+E leaves edit mode.</source>
        <translation>%1 Ctrl+Z 撤销，Esc 或 Ctrl+E 退出编辑模式。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::EditableDocument</name>
    <message>
        <source>The document has no file name yet; save it under a name first.</source>
        <translation>此文档尚无文件名；请先以一个名称保存。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>frontier::gui::ExerciseMode</name>
    <message>
        <source>No step to take back.</source>
        <translation>没有可以撤回的步骤。</translation>
    </message>
    <message>
        <source>Exercise: click the board as the search would; Esc or Done leaves.</source>
        <translation>练习：像搜索那样点击棋盘；按 Esc 或“完成”退出。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::ExercisePanel</name>
    <message>
        <source>%1 Ctrl+Z takes the last right step back, H shows the answer, Esc or Ctrl+Shift+X leaves the exercise.</source>
        <translation>%1 Ctrl+Z 撤回上一个正确步骤，H 显示答案，Esc 或 Ctrl+Shift+X 退出练习。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::ExportDialog</name>
    <message>
        <source>&amp;Choose…</source>
        <translation>选择(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 已存在。要替换它吗？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
</context>
<context>
    <name>frontier::gui::FileActions</name>
    <message>
        <source>Judge input (*.in *.txt);;All files (*)</source>
        <translation>判题输入 (*.in *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the judge file as</source>
        <translation>将判题文件另存为</translation>
    </message>
    <message>
        <source>Save the judge file</source>
        <translation>保存判题文件</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>The new file</source>
        <translation>新文件</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 有尚未保存的修改。</translation>
    </message>
    <message>
        <source>Save them first?</source>
        <translation>先保存吗？</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;do %1</source>
        <translation>重做(&amp;D)：%1</translation>
    </message>
    <message>
        <source>New File</source>
        <translation>新建文件</translation>
    </message>
    <message>
        <source>No file was made: %1</source>
        <translation>未生成文件：%1</translation>
    </message>
</context>
<context>
    <name>frontier::gui::FileOpener</name>
    <message>
        <source>Open a judge input file</source>
        <translation>打开判题输入文件</translation>
    </message>
    <message>
        <source>Open as %1</source>
        <translation>以%1打开</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
</context>
<context>
    <name>frontier::gui::FrontierPanel</name>
    <message>
        <source>Order</source>
        <translation>次序</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>代价</translation>
    </message>
    <message>
        <source>Run a search: the states it has reached and not yet expanded are listed here, in the order it takes them out.</source>
        <translation>运行一次搜索：它已到达、尚未扩展的状态按它取出的次序列在这里。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>just pushed</source>
        <translation>刚入队</translation>
    </message>
    <message>
        <source>improved</source>
        <translation>代价更新</translation>
    </message>
    <message>
        <source>never taken</source>
        <translation>始终未取出</translation>
    </message>
    <message>
        <source>next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>This exercise keeps no container: it asks for the legal moves of one position.</source>
        <translation>这个练习没有容器：它要求找出一个局面的所有合法走法。</translation>
    </message>
    <message>
        <source>%1, as you have built it</source>
        <translation>%1（你搭建的）</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1：空。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Queue (first in, first out)</source>
        <translation>队列（先进先出）</translation>
    </message>
    <message>
        <source>Deque (both ends)</source>
        <translation>双端队列（两端都可进出）</translation>
    </message>
    <message>
        <source>Priority queue</source>
        <translation>优先队列</translation>
    </message>
    <message>
        <source>Stack (last in, first out)</source>
        <translation>栈（后进先出）</translation>
    </message>
    <message>
        <source>Two queues, one from each end</source>
        <translation>两个队列，两端各一个</translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the front first; a state reached joins at the back.</source>
        <translation>
            <numerusform>%n 个状态在等待，队首在前；新到达的状态排到队尾。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the front first; a state reached at no extra cost joins at the front, a dearer one at the back.</source>
        <translation>
            <numerusform>%n 个状态在等待，队首在前；不增加代价到达的状态放到队首，代价更高的放到队尾。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the top first; a state reached goes on top.</source>
        <translation>
            <numerusform>%n 个状态在等待，栈顶在前；新到达的状态压到栈顶。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, in the order the search takes them from either side.</source>
        <translation>
            <numerusform>%n 个状态在等待，按搜索从两侧取出的顺序。</numerusform>
        </translation>
    </message>
    <message>
        <source>front, next</source>
        <translation>队首，下一个</translation>
    </message>
    <message>
        <source>cheapest, next</source>
        <translation>最小，下一个</translation>
    </message>
    <message>
        <source>top, next</source>
        <translation>栈顶，下一个</translation>
    </message>
    <message>
        <source>back</source>
        <translation>队尾</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>栈底</translation>
    </message>
    <message>
        <source>The model&apos;s, after the step shown: %1</source>
        <translation>标准答案在所示一步之后：%1</translation>
    </message>
    <message>
        <source>%1 (stage %2 of %3: %4)</source>
        <translation>%1（第 %2 阶段，共 %3 个：%4）</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：空</translation>
    </message>
    <message>
        <source>%1, next first: %2</source>
        <translation>%1，下一个在前：%2</translation>
    </message>
    <message numerus="yes">
        <source> … %n waiting in all</source>
        <translation>
            <numerusform> … 共 %n 个在等待</numerusform>
        </translation>
    </message>
    <message>
        <source>Queue, layer by layer</source>
        <translation>队列，一层一层</translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, layer by layer: the front of the cheapest layer first; a state reached joins the back of its layer.</source>
        <translation>
            <numerusform>%n 个状态在等待，一层一层：代价最小那一层的队首在前；新到达的状态排到它那一层的队尾。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys in the order pushed.</source>
        <translation>
            <numerusform>%n 个状态在等待，代价最小的在前（按代价加估计值 h）；键相同时按入队顺序。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys the last pushed first.</source>
        <translation>
            <numerusform>%n 个状态在等待，代价最小的在前（按代价加估计值 h）；键相同时最后入队的在前。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys by state number.</source>
        <translation>
            <numerusform>%n 个状态在等待，代价最小的在前（按代价加估计值 h）；键相同时按状态编号。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost); equal costs in the order pushed.</source>
        <translation>
            <numerusform>%n 个状态在等待，代价最小的在前（按代价）；代价相同时按入队顺序。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost); equal costs the last pushed first.</source>
        <translation>
            <numerusform>%n 个状态在等待，代价最小的在前（按代价）；代价相同时最后入队的在前。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n state(s) waiting, the cheapest first (by cost); equal costs by state number.</source>
        <translation>
            <numerusform>%n 个状态在等待，代价最小的在前（按代价）；代价相同时按状态编号。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>frontier::gui::HandModes</name>
    <message>
        <source>No exercise: %1</source>
        <translation>无法练习：%1</translation>
    </message>
</context>
<context>
    <name>frontier::gui::Help</name>
    <message>
        <source>About Frontier</source>
        <translation>关于 Frontier</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Frontier %1&lt;/h3&gt;&lt;p&gt;Watch search algorithms work on judge puzzles: %2.&lt;/p&gt;&lt;p&gt;Every answer shown is the one the judge solver computes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Frontier %1&lt;/h3&gt;&lt;p&gt;观察搜索算法在判题谜题上的运行：%2。&lt;/p&gt;&lt;p&gt;显示的每个答案都由判题求解程序算出。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>frontier::gui::KeysDialog</name>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>在棋盘上</translation>
    </message>
    <message>
        <source>Go between the board and the panels (a frame shows the keys are the board&apos;s)</source>
        <translation>在棋盘和各面板之间切换（棋盘有键盘焦点时显示边框）</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab 或 Shift+Tab</translation>
    </message>
    <message>
        <source>Move the cursor where cells are picked: playing Lianliankan, Mahjong or Solitaire, an exercise, an ask question on the board</source>
        <translation>在要选格子的地方移动光标：玩连连看、麻将或单人跳棋，做练习，回答棋盘上的提问</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Pick the cell under the cursor, as a click does</source>
        <translation>选中光标下的格子，与点击相同</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Put a Lianliankan tile under the editor&apos;s cursor</source>
        <translation>在编辑光标处放一个连连看方块</translation>
    </message>
    <message>
        <source>0 to 9</source>
        <translation>0 到 9</translation>
    </message>
</context>
<context>
    <name>frontier::gui::LaneView</name>
    <message>
        <source>%1 (wrong on purpose)</source>
        <translation>%1（故意出错）</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Expansion %1 of %2</source>
        <translation>扩展 %1 / %2</translation>
    </message>
    <message>
        <source>frontier %1 (largest %2)</source>
        <translation>边界 %1（最大 %2）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message numerus="yes">
        <source>after %n expansion(s)</source>
        <translation>
            <numerusform>用了 %n 次扩展</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n layer(s)</source>
        <translation>
            <numerusform>用了 %n 层</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Finished first&lt;/b&gt;, %1</source>
        <translation>&lt;b&gt;最先完成&lt;/b&gt;，%1</translation>
    </message>
    <message>
        <source>Finished, %1</source>
        <translation>已完成，%1</translation>
    </message>
    <message>
        <source>Remove this lane</source>
        <translation>移除此通道</translation>
    </message>
    <message>
        <source>in %1 %2</source>
        <translation>于第 %2 %1</translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation>%1 的棋盘</translation>
    </message>
    <message>
        <source>Search of this lane</source>
        <translation>此通道的搜索</translation>
    </message>
</context>
<context>
    <name>frontier::gui::LessonController</name>
    <message>
        <source>Frontier lessons (*.%1)</source>
        <translation>Frontier 课件 (*.%1)</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>打开课件</translation>
    </message>
    <message>
        <source>Save Lesson</source>
        <translation>保存课件</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>未保存的课件</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved.</source>
        <translation>课件有尚未保存的更改。</translation>
    </message>
    <message>
        <source>Save it first?</source>
        <translation>先保存吗？</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>A lesson is open.</source>
        <translation>已打开一个课件。</translation>
    </message>
    <message>
        <source>Add the judge file to the lesson as a new slide after this one, or close the lesson?</source>
        <translation>把这个评测文件作为新幻灯片加在当前幻灯片之后，还是关闭课件？</translation>
    </message>
    <message>
        <source>Add as a New Slide</source>
        <translation>添加为新幻灯片</translation>
    </message>
    <message>
        <source>Close the Lesson</source>
        <translation>关闭课件</translation>
    </message>
    <message numerus="yes">
        <source>there is no slide %1: the lesson has %n slide(s)</source>
        <translation>
            <numerusform>没有第 %1 张幻灯片：课件共有 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson could not be opened:
%1</source>
        <translation>无法打开课件：
%1</translation>
    </message>
    <message>
        <source>Slide %1 of %2: %3</source>
        <translation>第 %1 张幻灯片（共 %2 张）：%3</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>第 %1 张幻灯片，共 %2 张</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Slide %1 of %2 is what is shown now; Lesson ▸ Save Lesson keeps the lesson.</source>
        <translation>当前所示内容成为第 %1 张幻灯片（共 %2 张）；“课件 ▸ 保存课件”可保留课件。</translation>
    </message>
    <message>
        <source>Slide %1 is now what is shown; Lesson ▸ Save Lesson keeps it.</source>
        <translation>幻灯片 %1 已更新为当前所示内容；“课件 ▸ 保存课件”可保留它。</translation>
    </message>
    <message>
        <source>Could not save the lesson to %1: %2</source>
        <translation>无法把课件保存到 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Saved the lesson (%n slide(s)) to %1.</source>
        <translation>
            <numerusform>已把课件（%n 张幻灯片）保存到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>No board of your own for this slide (%1): the teacher&apos;s is shown.</source>
        <translation>这页幻灯片没有生成你自己的棋盘（%1）：显示的是老师的棋盘。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>The lesson&apos;s changes, the class&apos;s votes among them, are kept only until it closes: %1 is not yours to change (it came with Frontier, or it is read-only).</source>
        <translation>课件的更改（包括全班的投票）只保留到关闭为止：%1 不是你可以修改的文件（它随 Frontier 附带，或是只读的）。</translation>
    </message>
    <message>
        <source>Save a copy in a folder of yours?</source>
        <translation>在你自己的文件夹里保存一份副本吗？</translation>
    </message>
    <message>
        <source>Save a Copy…</source>
        <translation>保存副本…</translation>
    </message>
    <message numerus="yes">
        <source>%1 It has none of the view&apos;s %n bookmark(s): Lesson ▸ Update the Slide from the View gives them.</source>
        <translation>
            <numerusform>%1 它没有带上视图的 %n 个书签：“课件 ▸ 用当前视图更新幻灯片”可以加上。</numerusform>
        </translation>
    </message>
    <message>
        <source>A new lesson, titled: Lesson ▸ Add the View as a Slide (Ctrl+M) gives it its first slide.</source>
        <translation>已新建带标题的课件：“课件 ▸ 把当前视图加为幻灯片”（Ctrl+M）添加第一张幻灯片。</translation>
    </message>
    <message>
        <source>The lesson&apos;s title is changed; Lesson ▸ Save Lesson keeps it.</source>
        <translation>课件标题已更改；“课件 ▸ 保存课件”可保留它。</translation>
    </message>
    <message>
        <source>The lesson has no slide yet: Lesson ▸ Add the View as a Slide (Ctrl+M) makes one, then save.</source>
        <translation>课件还没有幻灯片：先用“课件 ▸ 把当前视图加为幻灯片”（Ctrl+M）添加一张，再保存。</translation>
    </message>
    <message>
        <source>The lesson has no slide yet: add the view as a slide first.</source>
        <translation>课件还没有幻灯片：请先把当前视图加为幻灯片。</translation>
    </message>
    <message>
        <source>Opening the lesson was cancelled.</source>
        <translation>已取消打开课程。</translation>
    </message>
    <message>
        <source>Opening the Lesson</source>
        <translation>打开课件</translation>
    </message>
    <message>
        <source>Reading the lesson…</source>
        <translation>正在读取课件…</translation>
    </message>
    <message>
        <source>Making the boards of its generated slides: %1 of %2 tried</source>
        <translation>正在为生成棋盘的幻灯片制作棋盘：已试 %1 个，共 %2 个</translation>
    </message>
    <message>
        <source>Making Your Board</source>
        <translation>制作你的棋盘</translation>
    </message>
    <message>
        <source>Making your board for this slide…</source>
        <translation>正在为这张幻灯片制作你的棋盘…</translation>
    </message>
    <message>
        <source>Making your board for this slide: %1 of %2 boards tried</source>
        <translation>正在为这张幻灯片制作你的棋盘：已试 %1 个棋盘，共 %2 个</translation>
    </message>
</context>
<context>
    <name>frontier::gui::LessonTitleDialog</name>
    <message>
        <source>Lesson Title</source>
        <translation>课件标题</translation>
    </message>
    <message>
        <source>Title in &amp;English:</source>
        <translation>英文标题(&amp;E)：</translation>
    </message>
    <message>
        <source>Title in &amp;Chinese (中文):</source>
        <translation>中文标题(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>frontier::gui::MainWindow</name>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>The file holds no cases: there is nothing to ask.</source>
        <translation>文件中没有任何数据组：没有可求解的问题。</translation>
    </message>
    <message>
        <source>Case %1 has no queries: there is nothing to ask.</source>
        <translation>第 %1 组数据没有询问：没有可求解的问题。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::Menus</name>
    <message>
        <source>Lessons</source>
        <translation>课件</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
</context>
<context>
    <name>frontier::gui::NarrationStrip</name>
    <message>
        <source>Narration</source>
        <translation>解说</translation>
    </message>
</context>
<context>
    <name>frontier::gui::NewFileDialog</name>
    <message>
        <source>New Judge File</source>
        <translation>新建判题文件</translation>
    </message>
    <message>
        <source>The same seed and numbers make the same file, as frontier-cli generate does</source>
        <translation>相同的种子和数值生成相同的文件，与 frontier-cli generate 一样</translation>
    </message>
    <message>
        <source>Puzzle:</source>
        <translation>谜题：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>An empty board: nothing on it and no query, to fill by hand</source>
        <translation>空棋盘：上面什么也没有，也没有询问，供手工填写</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PictureDialog</name>
    <message>
        <source>Export Picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>The &amp;whole view: board, legend, counters, pseudo-code and narration</source>
        <translation>整个视图(&amp;W)：棋盘、图例、计数器、伪代码和讲解</translation>
    </message>
    <message>
        <source>The &amp;board alone</source>
        <translation>仅棋盘(&amp;B)</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Export the picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>PNG pictures (*.png);;SVG pictures (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>The file&apos;s name must end in .png or .svg.</source>
        <translation>文件名须以 .png 或 .svg 结尾。</translation>
    </message>
    <message>
        <source>A PNG of %1×%2 pixels.</source>
        <translation>一张 %1×%2 像素的 PNG 图片。</translation>
    </message>
    <message>
        <source>An SVG of %1×%2: the cells as shapes (as one bitmap when there are too many), the words as text.</source>
        <translation>一张 %1×%2 的 SVG 图片：格子为矢量图形（太多时为一张位图），文字为文本。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PictureExports</name>
    <message>
        <source>%1: %2, case %3, query %4</source>
        <translation>%1：%2，第 %3 组，第 %4 个询问</translation>
    </message>
    <message>
        <source>%1: %2, case %3</source>
        <translation>%1：%2，第 %3 组</translation>
    </message>
    <message>
        <source>there is no board to draw</source>
        <translation>没有可画的棋盘</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Picture written to %1; its cells are one bitmap in it (too many for vector shapes).</source>
        <translation>图片已写入 %1；其中的格子是一张位图（格子太多，无法作为矢量图形）。</translation>
    </message>
    <message>
        <source>Picture written to %1</source>
        <translation>图片已写入 %1</translation>
    </message>
    <message>
        <source>Export the picture as SVG</source>
        <translation>将图片导出为 SVG</translation>
    </message>
    <message>
        <source>Export the picture as PNG</source>
        <translation>将图片导出为 PNG</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>The whole view is on the clipboard as a %1×%2 picture.</source>
        <translation>整个视图已作为 %1×%2 的图片复制到剪贴板。</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Could not export %1: %2</source>
        <translation>无法导出 %1：%2</translation>
    </message>
    <message>
        <source>Animation written to %1</source>
        <translation>动画已写入 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, case %2, query %3</source>
        <translation>%1，第 %2 组，第 %3 个询问</translation>
    </message>
    <message>
        <source>%1, case %2</source>
        <translation>%1，第 %2 组</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlayMode</name>
    <message>
        <source>Playing: the file stays as it is.</source>
        <translation>游戏中：文件保持不变。</translation>
    </message>
    <message>
        <source>That move is not allowed: %1.</source>
        <translation>这一步不允许：%1。</translation>
    </message>
    <message>
        <source>No move to take back.</source>
        <translation>没有可撤销的一步。</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>已没有可走的一步。</translation>
    </message>
    <message>
        <source>Still asking core for the moves…</source>
        <translation>仍在向核心询问可走的步…</translation>
    </message>
    <message>
        <source>The position cannot be kept: %1</source>
        <translation>无法保存这个局面：%1</translation>
    </message>
    <message>
        <source>Kept: %1. File ▸ Save writes it; Edit ▸ Undo, once out of play mode, takes it back.</source>
        <translation>已保存：%1。“文件 ▸ 保存”会把它写入文件；离开游戏模式后，“编辑 ▸ 撤销”可以撤回。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlayPanel</name>
    <message>
        <source>Refused: %1.</source>
        <translation>被拒绝：%1。</translation>
    </message>
    <message>
        <source>Ctrl+Z takes the last move back, H shows a move the rules allow, Esc or Ctrl+G leaves play mode.</source>
        <translation>Ctrl+Z 撤销上一步，H 显示一步规则允许的走法，Esc 或 Ctrl+G 退出游戏模式。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlaybackBar</name>
    <message numerus="yes">
        <source>%n lines/s </source>
        <translation>
            <numerusform>%n 行/秒 </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansions/s </source>
        <translation>
            <numerusform>%n 次扩展/秒 </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>, move %1 / %2</source>
        <translation>，第 %1 / %2 步移动</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Speed: slow speeds follow every pseudo-code line, fast ones whole expansions (%1 / %2)</source>
        <translation>速度：慢速时逐行跟随伪代码，快速时按整次扩展前进（%1 / %2）</translation>
    </message>
    <message>
        <source>Timeline: click or drag to any step of the search, then through the found moves</source>
        <translation>时间轴：点击或拖动到搜索的任意一步，之后是找到的走法</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PlaybackMarks</name>
    <message>
        <source>Playback stops when line %1 lights.</source>
        <translation>播放会在第 %1 行亮起时停下。</translation>
    </message>
    <message>
        <source>Playing line by line, so that the line stops are seen.</source>
        <translation>逐行播放，以便看到行断点。</translation>
    </message>
    <message>
        <source>Stop When (%1, %2) First Enters the Frontier</source>
        <translation>当 (%1, %2) 第一次进入边界时停下</translation>
    </message>
    <message>
        <source>Bookmarked step %1.</source>
        <translation>已为第 %1 步加书签。</translation>
    </message>
    <message>
        <source>Bookmark at step %1 taken away.</source>
        <translation>已取消第 %1 步的书签。</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Bookmarked step %1, with its note.</source>
        <translation>已为第 %1 步加上书签和注释。</translation>
    </message>
    <message>
        <source>No bookmark after this point.</source>
        <translation>此处之后没有书签。</translation>
    </message>
    <message>
        <source>No bookmark before this point.</source>
        <translation>此处之前没有书签。</translation>
    </message>
    <message>
        <source>Bookmark: %1</source>
        <translation>书签：%1</translation>
    </message>
    <message>
        <source>Playback stops when (%1, %2) first enters the frontier.</source>
        <translation>播放会在 (%1, %2) 第一次进入边界时停下。</translation>
    </message>
    <message>
        <source>No more stop at (%1, %2).</source>
        <translation>不再在 (%1, %2) 停下。</translation>
    </message>
    <message>
        <source>Stopped at step %1: the search first reaches its target.</source>
        <translation>停在第 %1 步：搜索第一次到达目标。</translation>
    </message>
    <message>
        <source>Stopped at step %1: %2 first enters the frontier.</source>
        <translation>停在第 %1 步：%2 第一次进入边界。</translation>
    </message>
    <message>
        <source>Stopped at step %1: line %2 lit.</source>
        <translation>停在第 %1 步：第 %2 行亮起。</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>, line by line</source>
        <translation>，逐行</translation>
    </message>
    <message>
        <source>, move %1</source>
        <translation>，第 %1 步走法</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>Line %1 Lights</source>
        <translation>第 %1 行亮起</translation>
    </message>
    <message>
        <source>(%1, %2) First Enters the Frontier</source>
        <translation>(%1, %2) 第一次进入边界</translation>
    </message>
    <message>
        <source>Bookmarked step %1, with its note and the question the student explains.</source>
        <translation>已为第 %1 步加上书签、注释和请学生解释的问题。</translation>
    </message>
    <message>
        <source>Book&amp;marks</source>
        <translation>书签(&amp;M)</translation>
    </message>
    <message>
        <source>St&amp;op When</source>
        <translation>停止条件(&amp;O)</translation>
    </message>
</context>
<context>
    <name>frontier::gui::Presentation</name>
    <message>
        <source>Presentation mode: %1 or %2 leaves it; PageDown / PageUp: the next / previous bookmark or slide; B blanks the screen.</source>
        <translation>演示模式：按 %1 或 %2 退出；PageDown / PageUp：下一个 / 上一个书签或幻灯片；B：黑屏。</translation>
    </message>
    <message>
        <source>The end of the search.</source>
        <translation>搜索已到结尾。</translation>
    </message>
    <message>
        <source>The start of the search.</source>
        <translation>搜索已在开头。</translation>
    </message>
    <message>
        <source>The end of the lesson: nothing after this slide.</source>
        <translation>课件结束：此幻灯片之后没有内容。</translation>
    </message>
    <message>
        <source>The start of the lesson: nothing before this slide.</source>
        <translation>课件开头：此幻灯片之前没有内容。</translation>
    </message>
    <message>
        <source>Explain: %1</source>
        <translation>请解释：%1</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PresenterConsole</name>
    <message>
        <source>(the end of the lesson)</source>
        <translation>（课件结束）</translation>
    </message>
    <message>
        <source>(no line lit)</source>
        <translation>（没有点亮的行）</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Presenter Console — Frontier</source>
        <translation>演讲者控制台 — Frontier</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一张</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Pseudo-code line lit</source>
        <translation>点亮的伪代码行</translation>
    </message>
    <message>
        <source>Time since the presentation began</source>
        <translation>演示开始以来的时间</translation>
    </message>
</context>
<context>
    <name>frontier::gui::PseudocodePanel</name>
    <message>
        <source>Step through a search to follow its lines.</source>
        <translation>逐步执行搜索，跟随伪代码的每一行。</translation>
    </message>
    <message>
        <source>About: %1</source>
        <translation>当前对象：%1</translation>
    </message>
    <message>
        <source>Playback stops when this line lights (double-click: no more)</source>
        <translation>播放会在这一行亮起时停下（双击取消）</translation>
    </message>
    <message>
        <source>Double-click: playback stops when this line lights</source>
        <translation>双击：播放会在这一行亮起时停下</translation>
    </message>
</context>
<context>
    <name>frontier::gui::RecoveryDialog</name>
    <message numerus="yes">
        <source>… (%n more line(s))</source>
        <translation>
            <numerusform>…（还有 %n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>A new lesson, never saved, had changes that were not saved.</source>
        <translation>一个从未保存过的新课件有尚未保存的更改。</translation>
    </message>
    <message>
        <source>The lesson %1 had changes that were not saved.</source>
        <translation>课件 %1 有尚未保存的更改。</translation>
    </message>
    <message>
        <source>A new %1 file, never saved, had changes that were not saved.</source>
        <translation>一个从未保存过的新%1文件有尚未保存的更改。</translation>
    </message>
    <message>
        <source>The %1 file %2 had changes that were not saved.</source>
        <translation>%1文件 %2 有尚未保存的更改。</translation>
    </message>
    <message>
        <source>Its file: %1</source>
        <translation>其文件：%1</translation>
    </message>
    <message>
        <source>Last change kept: %1</source>
        <translation>保留的最后一次更改：%1</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes (%1 of %2)</source>
        <translation>恢复未保存的更改（第 %1 个，共 %2 个）</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Frontier ended without saving (it crashed or was killed).</source>
        <translation>Frontier 未保存就结束了（崩溃或被强行终止）。</translation>
    </message>
    <message>
        <source>%1
It cannot be recovered: %2</source>
        <translation>%1
无法恢复：%2</translation>
    </message>
    <message>
        <source>A journal of unsaved changes, %1, cannot be read: %2</source>
        <translation>未保存更改的日志 %1 无法读取：%2</translation>
    </message>
    <message>
        <source>What was not saved</source>
        <translation>未保存的内容</translation>
    </message>
    <message>
        <source>Its first lines</source>
        <translation>开头几行</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Open it as unsaved changes; the journal goes once it is open.</source>
        <translation>将其作为未保存的更改打开；打开后日志即被删除。</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Remove the journal: the changes are lost.</source>
        <translation>删除日志：这些更改将丢失。</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Keep the journal and ask again at the next start.</source>
        <translation>保留日志，下次启动时再询问。</translation>
    </message>
    <message numerus="yes">
        <source>Discard &amp;All (%n)</source>
        <translation>
            <numerusform>全部丢弃(&amp;A)（%n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>全部丢弃</translation>
    </message>
    <message numerus="yes">
        <source>Remove this journal and the %n after it: their changes are lost.</source>
        <translation>
            <numerusform>删除这个日志及其后的 %n 个：它们的更改将丢失。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n journal(s) of unsaved changes? What they kept is lost.</source>
        <translation>
            <numerusform>丢弃 %n 个未保存更改的日志吗？其中保留的内容将丢失。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep All for Later</source>
        <translation>全部留待以后(&amp;K)</translation>
    </message>
    <message>
        <source>Keep All for Later</source>
        <translation>全部留待以后</translation>
    </message>
    <message numerus="yes">
        <source>Keep this journal and the %n after it, and ask again at the next start.</source>
        <translation>
            <numerusform>保留这个日志及其后的 %n 个，下次启动时再询问。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>frontier::gui::ResultsKeeper</name>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>frontier::gui::SearchBar</name>
    <message>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>The rules the search keeps; change them in the Rules menu (frontier-cli: %1)</source>
        <translation>搜索遵守的规则；在“规则”菜单中修改（frontier-cli：%1）</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Algorithm: </source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>%1 (wrong on purpose)</source>
        <translation>%1（故意出错）</translation>
    </message>
    <message>
        <source>A lesson, wrong on purpose: %1. Its mistake: %2.</source>
        <translation>反面教材，故意出错：%1。它的错误：%2。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::Session</name>
    <message>
        <source>none (%1)</source>
        <translation>无（%1）</translation>
    </message>
</context>
<context>
    <name>frontier::gui::SlideSorter</name>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (compares %n searches)</source>
        <translation>
            <numerusform>%1（比较 %n 种搜索）</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled lesson (Lesson ▸ Lesson Title names it)</source>
        <translation>无标题的课件（“课件 ▸ 课件标题”可命名）</translation>
    </message>
</context>
<context>
    <name>frontier::gui::SolutionTester</name>
    <message>
        <source>Test My Solution</source>
        <translation>测试我的解法</translation>
    </message>
    <message>
        <source>Your program reads a judge file on standard input and prints its answers, as on the judge. It runs on files this puzzle&apos;s generator makes, growing in size; the first it fails is made as small as it can be and opens here, with your answers.</source>
        <translation>你的程序从标准输入读取评测文件并输出答案，和在评测系统上一样。它将在本谜题生成器生成的、规模递增的文件上运行；它答错的第一个文件会被缩到尽可能小，并连同你的答案在这里打开。</translation>
    </message>
    <message>
        <source>./a.out, or python3 mine.py</source>
        <translation>./a.out，或 python3 mine.py</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>选择(&amp;H)…</translation>
    </message>
    <message>
        <source>Your Program</source>
        <translation>你的程序</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Your &amp;program:</source>
        <translation>你的程序(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Files to try:</source>
        <translation>尝试的文件数(&amp;F)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Time limit a file:</source>
        <translation>每个文件的时限(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>Open a file of the puzzle first: its generator makes the files your program is tried on.</source>
        <translation>请先打开该谜题的一个文件：你的程序要在它的生成器生成的文件上运行。</translation>
    </message>
    <message>
        <source>frontier-cli, which runs your program, is not installed beside Frontier.</source>
        <translation>运行你的程序所需的 frontier-cli 没有安装在 Frontier 旁边。</translation>
    </message>
    <message>
        <source>Starting your program…</source>
        <translation>正在启动你的程序…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Testing Your Solution</source>
        <translation>正在测试你的解法</translation>
    </message>
    <message>
        <source>Stopping your program…</source>
        <translation>正在停止你的程序…</translation>
    </message>
    <message>
        <source>File %1 of %2: your program on a file of growing size…</source>
        <translation>第 %1 个文件，共 %2 个：你的程序正在规模递增的文件上运行…</translation>
    </message>
    <message>
        <source>Your program failed a file: making it as small as it fails (run %1)…</source>
        <translation>你的程序答错了一个文件：正在把它缩到仍然出错的最小规模（第 %1 次运行）…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>frontier-cli could not be started: %1</source>
        <translation>无法启动 frontier-cli：%1</translation>
    </message>
    <message>
        <source>Your program could not be tested: %1</source>
        <translation>无法测试你的程序：%1</translation>
    </message>
    <message numerus="yes">
        <source>Your program passed all %n generated file(s).</source>
        <translation>
            <numerusform>你的程序通过了全部 %n 个生成的文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your program fails a file. The smallest file that still fails opens now, with your answers judged.</source>
        <translation>你的程序答错了一个文件。现在打开仍然出错的最小文件，并评判你的答案。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::StatusLine</name>
    <message>
        <source>Searching… %1 s</source>
        <translation>搜索中… %1 秒</translation>
    </message>
    <message numerus="yes">
        <source>Search cancelled after %n expansions.</source>
        <translation>
            <numerusform>搜索在 %n 次扩展后被取消。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search finished: %n expansions in %1 s.</source>
        <translation>
            <numerusform>搜索完成：%n 次扩展，用时 %1 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation>无法运行搜索：%1</translation>
    </message>
</context>
<context>
    <name>frontier::gui::StudentLine</name>
    <message>
        <source>Your work is kept as %1 in %2.</source>
        <translation>你的作答以“%1”的名义保存在 %2。</translation>
    </message>
    <message>
        <source>Nothing done here is kept: this is a teacher&apos;s session (presenting, or building a lesson).</source>
        <translation>这里的操作不会被记录：这是教师的使用（正在演示或制作课件）。</translation>
    </message>
    <message>
        <source>Student &amp;name:</source>
        <translation>学生姓名(&amp;N)：</translation>
    </message>
    <message>
        <source>Student name</source>
        <translation>学生姓名</translation>
    </message>
</context>
<context>
    <name>frontier::gui::TourDialog</name>
    <message>
        <source>Tour of Frontier (%1 of %2)</source>
        <translation>Frontier 入门导览（第 %1 页，共 %2 页）</translation>
    </message>
    <message>
        <source>1. Open a judge file</source>
        <translation>1. 打开评测文件</translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose &lt;b&gt;File ▸ Open&lt;/b&gt; (%1) and pick a judge input file, or one of &lt;b&gt;File ▸ Examples&lt;/b&gt;. Frontier tells the four puzzles apart by themselves; a file it cannot read is refused with its line and column, and what was open stays.&lt;/p&gt;&lt;p&gt;The board is drawn in the middle; &lt;b&gt;Cases and queries&lt;/b&gt; on the left lists what the file asks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选择&lt;b&gt;文件 ▸ 打开&lt;/b&gt;（%1）并选取一个评测输入文件，或选择&lt;b&gt;文件 ▸ 示例&lt;/b&gt;中的一个。Frontier 会自行分辨四种谜题；读不了的文件会被拒绝并指出行号与列号，已打开的内容保持不变。&lt;/p&gt;&lt;p&gt;棋盘画在中间；左侧的&lt;b&gt;数据组与询问&lt;/b&gt;列出文件所问的问题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>2. Run a search</source>
        <translation>2. 运行搜索</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click a query on the left, choose the algorithm in the toolbar, and press &lt;b&gt;Run&lt;/b&gt; (%1). The search runs in the background; &lt;b&gt;Cancel&lt;/b&gt; (%2) stops it.&lt;/p&gt;&lt;p&gt;Its pseudo-code is on the right, with the counters; the judge&apos;s answer appears once the search has been followed to its end.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在左侧点选一个询问，在工具栏中选择算法，然后按&lt;b&gt;运行&lt;/b&gt;（%1）。搜索在后台进行；&lt;b&gt;取消&lt;/b&gt;（%2）可停止它。&lt;/p&gt;&lt;p&gt;伪代码和计数器在右侧；把搜索跟到结尾时，会显示判题答案。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>3. Step through it</source>
        <translation>3. 逐步查看</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 and %2 move one pseudo-code line, %3 one whole expansion, %4 to the next layer of the frontier; %5 plays and pauses, %6 jumps to the end. The timeline below the board drags to any step.&lt;/p&gt;&lt;p&gt;Every key is listed under &lt;b&gt;Help ▸ Keyboard Shortcuts&lt;/b&gt; (%7); this tour is under &lt;b&gt;Help ▸ Tour&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 和 %2 前后移动一行伪代码，%3 前进一次完整的扩展，%4 前进到边界的下一层；%5 播放与暂停，%6 跳到结尾。棋盘下方的时间轴可拖动到任意一步。&lt;/p&gt;&lt;p&gt;全部按键列在&lt;b&gt;帮助 ▸ 键盘快捷键&lt;/b&gt;（%7）中；本导览在&lt;b&gt;帮助 ▸ 入门导览&lt;/b&gt;中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
</context>
<context>
    <name>frontier::gui::TraineeAnswers</name>
    <message>
        <source>Open Your Answers</source>
        <translation>打开你的答案</translation>
    </message>
    <message>
        <source>Answer files (*.out *.ans *.txt);;All files (*)</source>
        <translation>答案文件 (*.out *.ans *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Judging Your Answers</source>
        <translation>正在评判你的答案</translation>
    </message>
    <message>
        <source>The judge answers every query of the file, and judges yours…</source>
        <translation>判题正在回答文件的每个询问，并评判你的答案…</translation>
    </message>
    <message>
        <source>Judging your answers was cancelled: the answers shown before are kept.</source>
        <translation>已取消评判你的答案：之前显示的答案保持不变。</translation>
    </message>
    <message>
        <source>Your answers could not be judged: %1: %2</source>
        <translation>无法评判你的答案：%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: the judge takes all %n answer(s).</source>
        <translation>
            <numerusform>%1：判题认可全部 %n 个答案。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n answer(s) wrong (F8: the next).</source>
        <translation>
            <numerusform>%1：%n 个答案中有 %2 个错误（F8：下一个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Case %1, query %2 (line %3 of your answers): the judge refuses your answer.</source>
        <translation>第 %1 组数据，第 %2 个询问（你的答案第 %3 行）：判题不认可你的答案。</translation>
    </message>
</context>
<context>
    <name>frontier::gui::VoteCount</name>
    <message>
        <source>&amp;Reveal</source>
        <translation>揭晓(&amp;R)</translation>
    </message>
    <message>
        <source>Hands for each choice</source>
        <translation>每个选项的举手人数</translation>
    </message>
    <message>
        <source>Hands for &amp;%1</source>
        <translation>%1 的举手人数(&amp;%1)</translation>
    </message>
    <message>
        <source>Hands for %1: %2</source>
        <translation>%1 的举手人数：%2</translation>
    </message>
</context>
<context>
    <name>frontier::gui::VoteDialog</name>
    <message>
        <source>Class Vote</source>
        <translation>全班投票</translation>
    </message>
</context>
</TS>

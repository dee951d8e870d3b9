#pragma once
// The chart of a search's layers beside a board whose every state is a whole position (a
// configuration of pieces, a frame of tiles): one bar per depth, how many states
// of that depth were discovered and how many expanded at the moment shown, on a log scale;
// a bidirectional search's layers from the goal hang below the axis. A painter prepares
// the layers once from the finished trace (layers_of) and draws them each frame.

#include <QPainter>
#include <QRectF>
#include <QString>
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "frontier/trace/trace.hpp"
#include "render/board_painter.hpp"
#include "render/palette.hpp"

namespace frontier::gui {

// When each state of one layer was discovered and expanded, sorted, so that the chart at
// step t is a binary search per bar.
struct LayerSteps {
  std::vector<trace::Step> discovered;
  std::vector<trace::Step> expanded;
};

struct Layers {
  bool bidirectional = false;                     // some state was found from the goal
  std::array<std::vector<LayerSteps>, 2> layers;  // [side][depth]
};

// Which side found a state: 0 from the start, 1 from the goal (DecodedState::side).
using SideOf = std::function<int(trace::StateId)>;

// Every discovered state of `trace` in its side's layer of its cost.
Layers layers_of(const trace::Trace& trace, const SideOf& side_of);

// The axis the chart needs: its tallest bar and how many bars.
ChartAxis layer_chart_axis(const Layers& layers);

// Draws the chart in `chart` (its title `title` on a band above): the layers at `moment`,
// each bar's height on the log scale of the larger of its own axis and `shared` (a
// comparison's lanes share one). `cost_of` gives a state's depth for the fine steps of the
// moment (discoveries not yet in the prepared layers).
void draw_layer_chart(QPainter& painter, const QRectF& chart, double cell_px, const Layers& layers,
                      const Moment& moment, const SideOf& side_of, const std::function<std::int64_t(trace::StateId)>& cost_of,
                      const ChartAxis& shared, const QString& title, const SearchColours& colours, const PaintStyle& style);

}  // namespace frontier::gui

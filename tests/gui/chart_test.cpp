// Solitaire's chart of layer sizes, as drawn at the window's cell sizes and in
// presentation mode: every word it draws is recorded by a paint device of the test's own
// (what text, in which font, where), and must be readable: inside the chart, clear of
// every other word, not smaller than a reader can take in, and the numbers the layer
// sizes the trace itself gives. The view must then show the rendered digits unscaled.

#include <gtest/gtest.h>

#include <QPaintDevice>
#include <QPaintEngine>
#include <QTextItem>
#include <map>
#include <set>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "model/recognition.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui::testing {
namespace {

struct Word {
  QString text;
  QRectF rect;
  int pixel_size;
};

// Records the text drawn on it; everything else is let through unseen.
class WordEngine : public QPaintEngine {
 public:
  WordEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
  bool begin(QPaintDevice*) override { return true; }
  bool end() override { return true; }
  void updateState(const QPaintEngineState& state) override {
    if (state.state() & QPaintEngine::DirtyTransform) transform_ = state.transform();
  }
  void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
  void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {}
  void drawPath(const QPainterPath&) override {}
  void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
  void drawTextItem(const QPointF& at, const QTextItem& item) override {
    const QFontMetricsF metrics(item.font());
    const QPointF p = transform_.map(at);
    words.push_back({item.text(), QRectF(p.x(), p.y() - metrics.ascent(), item.width(), metrics.ascent() + metrics.descent()),
                     item.font().pixelSize()});
  }
  Type type() const override { return QPaintEngine::User; }
  std::vector<Word> words;

 private:
  QTransform transform_;
};

class WordDevice : public QPaintDevice {
 public:
  explicit WordDevice(QSize size) : size_(size) {}
  QPaintEngine* paintEngine() const override { return &engine_; }
  std::vector<Word>& words() { return engine_.words; }

 protected:
  int metric(PaintDeviceMetric metric) const override {
    switch (metric) {
      case PdmWidth: return size_.width();
      case PdmHeight: return size_.height();
      case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return 96;
      case PdmDepth: return 32;
      case PdmNumColors: return INT_MAX;
      case PdmDevicePixelRatio: return 1;
      case PdmDevicePixelRatioScaled: return static_cast<int>(devicePixelRatioFScale());
      default: return 0;
    }
  }

 private:
  QSize size_;
  mutable WordEngine engine_;
};

constexpr int kChartColumn = 9;  // the board's 8 columns and a gap: the chart's first column

class Chart : public ::testing::TestWithParam<const char*> {};

TEST_P(Chart, ItsWordsAreInsideClearOfEachOtherLargeEnoughAndTheLayerSizes) {
  WindowStandIn window;
  const QString path = samples_directory() + QStringLiteral("/solitaire/") + QLatin1String(GetParam());
  const PuzzleAdapter* solitaire = find_puzzle("solitaire");
  ASSERT_TRUE(window.open(path, solitaire, read_sample_arguments(*solitaire, path)));
  const int cases = window.session().file()->case_count();
  const bool one_side = window.session().algorithm() == QStringLiteral("bfs");
  int checked_numbers = 0;
  for (int c = 0; c < cases; ++c) {
    window.session().choose(c, 0);
    ASSERT_TRUE(window.search());
    window.session().playback().to_end();
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
    const SearchResult& result = *window.session().playback().result();
    // The trace's own layer sizes: states discovered at each cost (either side).
    std::map<long long, int> by_cost;
    for (std::size_t s = 0; s < result.trace.state_count(); ++s) {
      if (result.trace.discovered_at(static_cast<trace::StateId>(s)) != trace::kNever) ++by_cost[result.trace.cost(static_cast<trace::StateId>(s))];
    }
    std::set<QString> sizes;
    for (const auto& [cost, count] : by_cost) sizes.insert(QString::number(count));
    const BoardPainter& painter = *window.board_view()->board_painter();
    for (const bool presentation : {false, true}) {
      for (const int px : {20, 28, 40, 64}) {
        WordDevice device(painter.grid() * px);
        {
          QPainter on(&device);
          painter.render_vector(on, px, window.session().playback().moment(), PaintStyle{presentation});
        }
        const QRectF chart(kChartColumn * px, 0, (painter.grid().width() - kChartColumn) * px, painter.grid().height() * px);
        const std::vector<Word>& words = device.words();
        ASSERT_FALSE(words.empty());
        const std::string where = "case " + std::to_string(c + 1) + " at " + std::to_string(px) + " px" +
                                  (presentation ? " (presentation)" : "");
        for (std::size_t i = 0; i < words.size(); ++i) {
          const Word& word = words[i];
          EXPECT_TRUE(chart.adjusted(-1, -1, 1, 1).contains(word.rect)) << word.text.toStdString() << " leaves the chart, " << where;
          EXPECT_GE(word.pixel_size, presentation ? 13 : 9) << word.text.toStdString() << ", " << where;
          for (std::size_t j = i + 1; j < words.size(); ++j) {
            EXPECT_FALSE(word.rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(words[j].rect))
                << word.text.toStdString() << " runs into " << words[j].text.toStdString() << ", " << where;
          }
          bool digits = !word.text.isEmpty();
          for (const QChar ch : word.text) digits = digits && ch.isDigit();
          if (digits && sizes.count(word.text) > 0) ++checked_numbers;
        }
        // The largest layer is labelled whatever else is left out; a layer is one side's,
        // so the trace's counts by cost are layers only for a search from the start alone.
        if (!one_side) continue;
        const auto largest = std::max_element(by_cost.begin(), by_cost.end(), [](auto a, auto b) { return a.second < b.second; });
        EXPECT_TRUE(std::any_of(words.begin(), words.end(), [&](const Word& w) { return w.text == QString::number(largest->second); }))
            << "the largest layer, " << largest->second << ", " << where;
      }
    }
  }
  EXPECT_GT(checked_numbers, 0);
}

INSTANTIATE_TEST_SUITE_P(Samples, Chart, ::testing::Values("edge_cases_k9.in", "edge_cases_k9_bfs.in", "generated_seed_2024.in"));

TEST(ChartOnScreen, TheViewShowsTheRenderedPixelsUnscaled) {
  WindowStandIn window;
  window.window().resize(1200, 800);
  window.show_active();
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/solitaire/sample.in")));
  ASSERT_TRUE(window.search());
  window.session().playback().to_end();
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  BoardView& view = *window.board_view();
  for (const int zooms : {0, 1, 2}) {
    view.fit_to_window();
    for (int i = 0; i < zooms; ++i) window.commands().find("zoom_in")->trigger();
    const QImage shown = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QImage& rendered = view.last_image();
    ASSERT_EQ(view.zoom(), std::round(view.zoom())) << "cells a whole number of pixels, after " << zooms << " zooms";
    const int px = static_cast<int>(view.zoom());
    ASSERT_EQ(rendered.width() % px, 0);
    // The rendered image holds the cells that touch the view, from its first seen cell.
    const QPointF board = view.centre_of(QPoint(0, 0)) - QPointF(px / 2.0, px / 2.0);
    const QPoint first(std::max(0, static_cast<int>(std::floor(-board.x() / px))), std::max(0, static_cast<int>(std::floor(-board.y() / px))));
    const QPoint origin = (board + QPointF(first) * px).toPoint();
    int differing = 0;
    int compared = 0;
    for (int y = 0; y < rendered.height(); ++y) {
      for (int x = 0; x < rendered.width(); ++x) {
        const QPoint p = origin + QPoint(x, y);
        if (!shown.rect().contains(p) || p.x() < 30 || p.y() < 19) continue;  // off the view, or under the rulers
        ++compared;
        differing += (shown.pixel(p) | 0xff000000) != (rendered.pixel(x, y) | 0xff000000);
      }
    }
    EXPECT_GT(compared, 1000);
    EXPECT_LT(differing, compared / 200) << "after " << zooms << " zooms the picture was resampled";
  }
}

}  // namespace
}  // namespace frontier::gui::testing

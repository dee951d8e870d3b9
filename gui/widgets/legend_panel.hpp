#pragma once
// What each colour and mark of the picture means, drawn the way the board draws it.

#include <QListWidget>
#include <vector>

#include "render/board_painter.hpp"

namespace frontier::gui {

class LegendPanel : public QListWidget {
  Q_OBJECT

 public:
  explicit LegendPanel(QWidget* parent = nullptr);
  void set_entries(const std::vector<LegendEntry>& entries);
  // What the panel lists: the whole-view picture's legend is the window's.
  const std::vector<LegendEntry>& entries() const { return entries_; }
  static QIcon icon_for(const LegendEntry& entry, int size);
  // The entry's mark in `square` on any device: the icon's drawing, as vectors on an SVG
  // (the whole-view picture draws its legend with it).
  static void draw_mark(QPainter& painter, const QRectF& square, const LegendEntry& entry);

 private:
  std::vector<LegendEntry> entries_;
};

}  // namespace frontier::gui

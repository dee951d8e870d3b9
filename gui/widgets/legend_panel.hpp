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
  static QIcon icon_for(const LegendEntry& entry, int size);
};

}  // namespace frontier::gui

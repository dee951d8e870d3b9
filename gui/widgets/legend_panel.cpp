#include "widgets/legend_panel.hpp"
#include "widgets/accessible_name.hpp"

#include <QPainter>
#include <QPixmap>

namespace frontier::gui {

LegendPanel::LegendPanel(QWidget* parent) : QListWidget(parent) {
  setSelectionMode(QAbstractItemView::NoSelection);
  name_for_screen_readers(*this, QT_TRANSLATE_NOOP("AccessibleNames", "Legend"));
  setFocusPolicy(Qt::NoFocus);
  setWordWrap(true);
  setIconSize(QSize(22, 22));
}

QIcon LegendPanel::icon_for(const LegendEntry& entry, int size) {
  QPixmap pixmap(size, size);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  draw_mark(painter, QRectF(0, 0, size, size), entry);
  return QIcon(pixmap);
}

void LegendPanel::draw_mark(QPainter& painter, const QRectF& square, const LegendEntry& entry) {
  // Drawn for an icon of 22 pixels; any other square is the same drawing scaled.
  constexpr double kSize = 22;
  painter.save();
  painter.translate(square.topLeft());
  painter.scale(square.width() / kSize, square.height() / kSize);
  const double size = kSize;
  const QRectF box(1.5, 1.5, size - 3, size - 3);
  const QColor colour = QColor::fromRgb(entry.colour);
  switch (entry.shape) {
    case LegendEntry::Shape::swatch:
      painter.setPen(QPen(Qt::black, 1));
      painter.setBrush(colour);
      painter.drawRect(box);
      break;
    case LegendEntry::Shape::line:
      painter.setPen(QPen(Qt::black, size * 0.32, Qt::SolidLine, Qt::RoundCap));
      painter.drawLine(QPointF(3, size - 3), QPointF(size - 3, 3));
      painter.setPen(QPen(colour, size * 0.18, Qt::SolidLine, Qt::RoundCap));
      painter.drawLine(QPointF(3, size - 3), QPointF(size - 3, 3));
      break;
    case LegendEntry::Shape::ring:
      painter.setPen(QPen(Qt::black, 5));
      painter.setBrush(Qt::white);
      painter.drawRect(box.adjusted(2, 2, -2, -2));
      painter.setPen(QPen(colour, 3));
      painter.drawRect(box.adjusted(2, 2, -2, -2));
      break;
    case LegendEntry::Shape::number: {
      painter.setPen(QPen(Qt::black, 1));
      painter.setBrush(Qt::white);
      painter.drawRect(box);
      QFont font = painter.font();
      font.setItalic(true);
      font.setPixelSize(static_cast<int>(size / 2));
      painter.setFont(font);
      painter.drawText(box.adjusted(0, 0, -2, -1), Qt::AlignRight | Qt::AlignBottom, QStringLiteral("2"));
      break;
    }
    case LegendEntry::Shape::wedge: {
      painter.setPen(QPen(Qt::black, 1));
      painter.setBrush(Qt::white);
      painter.drawRect(box);
      painter.setBrush(colour);
      const QPolygonF wedge{box.topLeft(), box.topRight(), box.center()};
      painter.drawPolygon(wedge);
      break;
    }
  }
  painter.restore();
}

void LegendPanel::set_entries(const std::vector<LegendEntry>& entries) {
  entries_ = entries;
  clear();
  for (const LegendEntry& entry : entries) addItem(new QListWidgetItem(icon_for(entry, 22), entry.text));
}

}  // namespace frontier::gui

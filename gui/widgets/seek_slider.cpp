#include "widgets/seek_slider.hpp"

#include <QProxyStyle>
#include <QSlider>

namespace frontier::gui {

namespace {
// The application's style, but for the one hint: the left button sets the value where it
// presses (the handle's drag is the same as ever).
class ClickSeeksStyle : public QProxyStyle {
 public:
  int styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget, QStyleHintReturn* returned) const override {
    if (hint == QStyle::SH_Slider_AbsoluteSetButtons) return Qt::LeftButton;
    return QProxyStyle::styleHint(hint, option, widget, returned);
  }
};
}  // namespace

void seek_where_clicked(QSlider& timeline) {
  auto* style = new ClickSeeksStyle;
  style->setParent(&timeline);  // setStyle does not take it
  timeline.setStyle(style);
}

}  // namespace frontier::gui

#include "widgets/accessible_name.hpp"

#include <QCoreApplication>
#include <QEvent>
#include <QToolBar>
#include <QToolButton>
#include <QWidget>

namespace frontier::gui {
namespace {

// Lives with the widget and names it again on each change of language it is told of.
class AccessibleName : public QObject {
 public:
  AccessibleName(QWidget& widget, const char* words) : QObject(&widget), widget_(widget), words_(words) {
    widget_.installEventFilter(this);
    name();
  }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched == &widget_ && event->type() == QEvent::LanguageChange) name();
    return QObject::eventFilter(watched, event);
  }

 private:
  void name() { widget_.setAccessibleName(QCoreApplication::translate("AccessibleNames", words_)); }

  QWidget& widget_;
  const char* words_;
};

}  // namespace

void name_for_screen_readers(QWidget& widget, const char* words) { new AccessibleName(widget, words); }

void name_the_more_button(QToolBar& bar) {
  // Qt's name for it (QToolBarLayout's extension): there is no other way to reach it.
  if (auto* more = bar.findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"))) {
    name_for_screen_readers(*more, QT_TRANSLATE_NOOP("AccessibleNames", "More controls"));
  }
}

}  // namespace frontier::gui

#include "modes/hand_mode.hpp"

#include <QAction>
#include <QKeyEvent>
#include <QMainWindow>

#include "play/by_hand_controller.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"
#include "widgets/legend_panel.hpp"

namespace frontier::gui {

HandMode::HandMode(ModeContext context) : context_(std::move(context)) {
  // Virtual calls: the connections live with the mode, whose object is whole by then.
  connect(&context_.board, &BoardView::cell_pressed, this, [this](QPoint cell) { press(cell); });
  connect(&context_.board, &BoardView::cell_released, this, [this](QPoint cell) { release(cell); });
  context_.window.installEventFilter(this);
}

bool HandMode::eventFilter(QObject* watched, QEvent* event) {
  if (watched == &context_.window && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (plain && key->key() >= Qt::Key_0 && key->key() <= Qt::Key_9 && digit(key->key() - Qt::Key_0)) return true;
  }
  return QObject::eventFilter(watched, event);
}

void HandMode::on_action(const char* name, std::function<void()> act) {
  connect(context_.commands.find(name), &QAction::triggered, this, std::move(act));
}

void HandMode::on_arrows(const char* prefix, std::function<void(int direction)> act) {
  static constexpr const char* kArrows[] = {"up", "right", "down", "left"};
  for (int direction = 0; direction < 4; ++direction) {
    const QByteArray name = QByteArray(prefix) + '_' + kArrows[direction];
    on_action(name.constData(), [act, direction] { act(direction); });
  }
}

void HandMode::draw(const ByHandController& hand) {
  const std::shared_ptr<const BoardPainter> painter = hand.painter();
  context_.board.set_painter(painter);
  context_.board.set_moment(hand.moment());
  context_.legend.set_entries(painter->legend());
}

}  // namespace frontier::gui

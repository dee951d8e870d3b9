#include "modes/hand_mode.hpp"

#include <QAction>

#include "play/by_hand_controller.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"
#include "widgets/legend_panel.hpp"

namespace frontier::gui {

void HandMode::on_action(const char* name, std::function<void()> act) {
  connect(context_.action(name), &QAction::triggered, this, std::move(act));
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

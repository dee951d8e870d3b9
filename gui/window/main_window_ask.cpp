// Search ▸ Ask (Ctrl+Shift+A) in the window: its actions, the Question panel and the
// question's banner above the board, made for the ask mode (modes/ask_mode.hpp), which
// asks.

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QVBoxLayout>

#include "ask/ask_panel.hpp"
#include "ask/ask_session.hpp"
#include "modes/ask_mode.hpp"
#include "widgets/board_view.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::create_ask() {
  auto* questions = new AskSession(this);
  auto* panel = new AskPanel(*questions, this);
  panel->set_describe([this](trace::StateId state) { return session_.describe(state); });
  auto* dock = new QDockWidget(this);
  dock->setObjectName(QStringLiteral("question_dock"));
  dock->setWidget(panel);
  addDockWidget(Qt::RightDockWidgetArea, dock);
  docks_[dock->objectName()] = dock;
  dock->hide();  // ask mode shows it

  // Presentation mode puts the question above the board, large, for a show of hands.
  auto* banner = new QLabel(board_page());
  banner->setObjectName(QStringLiteral("question_banner"));
  banner->setWordWrap(true);
  banner->setMargin(12);
  banner->setAutoFillBackground(true);
  banner->hide();
  if (auto* layout = qobject_cast<QVBoxLayout*>(board_page()->layout())) layout->insertWidget(1, banner);

  const auto show_panel = [this, dock](bool shown) {
    dock->setVisible(shown);
    // Room for the question and a Solitaire position's sixteen moves.
    if (shown) resizeDocks({dock}, {height() / 2}, Qt::Vertical);
  };
  ask_mode_ = new AskMode({show_panel, *action(Command::ask), *action(Command::reveal), *action(Command::run),
                           [this](std::function<QString()> words) { say(std::move(words)); }},
                          session_, *board_view_, *panel, *banner, *questions);
}

void MainWindow::retranslate_ask() {
  docks_[QStringLiteral("question_dock")]->setWindowTitle(tr("Question"));
  ask_mode_->show_question();
}

}  // namespace frontier::gui

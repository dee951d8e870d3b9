// Search ▸ Ask (Ctrl+Shift+A): predict, then reveal. Playback stops before each question
// of the AskSession (every layer, or every pop with a choice), the class answers on the
// board or in the Question panel, Return reveals, and Space plays on to the next one.
// While a question waits for its reveal, moving past it is refused; moving back before
// it takes it away unscored, and the questions from there on are asked again.

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QVBoxLayout>

#include "ask/ask_panel.hpp"
#include "ask/ask_session.hpp"
#include "widgets/board_view.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::create_ask() {
  ask_ = new AskSession(this);
  ask_panel_ = new AskPanel(*ask_, this);
  ask_panel_->set_describe([this](trace::StateId state) { return session_.describe(state); });
  auto* dock = new QDockWidget(this);
  dock->setObjectName(QStringLiteral("question_dock"));
  dock->setWidget(ask_panel_);
  addDockWidget(Qt::RightDockWidgetArea, dock);
  docks_[dock->objectName()] = dock;
  dock->hide();  // ask mode shows it

  // Presentation mode puts the question above the board, large, for a show of hands.
  question_banner_ = new QLabel(board_page());
  question_banner_->setObjectName(QStringLiteral("question_banner"));
  question_banner_->setWordWrap(true);
  question_banner_->setMargin(12);
  question_banner_->setAutoFillBackground(true);
  question_banner_->hide();
  if (auto* layout = qobject_cast<QVBoxLayout*>(board_page()->layout())) layout->insertWidget(1, question_banner_);

  QAction* ask = make_action(QStringLiteral("ask"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
  ask->setCheckable(true);
  connect(ask, &QAction::toggled, this, &MainWindow::set_ask);
  QAction* reveal = make_action(QStringLiteral("reveal"), QKeySequence(Qt::Key_Return));
  reveal->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
  connect(reveal, &QAction::triggered, this, &MainWindow::reveal_question);
  connect(ask_panel_, &AskPanel::reveal_asked, this, &MainWindow::reveal_question);
  connect(ask_, &AskSession::changed, this, &MainWindow::show_question);
  connect(ask_, &AskSession::at_changed, this, [this] {
    ask_from_ = static_cast<trace::Step>(std::min(session_.lane().position(), static_cast<int>(session_.lane().timeline().steps())));
    check_question();
  });
  connect(&session_.playback(), &Playback::moved, this, &MainWindow::check_question);
  // Playing on is the class's answer being skipped: refused until the reveal.
  connect(&session_.clock(), &Clock::playing_changed, this, [this](bool playing) {
    if (!playing || !asking() || !ask_->open()) return;
    session_.clock().pause();
    say([] { return tr("Answer the question first: Return reveals it."); });
  });
  connect(board_view_, &BoardView::cell_released, this, [this](QPoint at) {
    if (!ask_->open() || !painter_) return;
    if (const std::optional<Cell> cell = painter_->judge_cell(at)) ask_->click_cell(*cell);
  });
}

void MainWindow::retranslate_ask() {
  QAction* ask = action(QStringLiteral("ask"));
  ask->setText(tr("As&k the Class"));
  ask->setStatusTip(tr("Playback stops before each layer or pop and asks what the search does next"));
  action(QStringLiteral("reveal"))->setText(tr("&Reveal the Answer"));
  docks_[QStringLiteral("question_dock")]->setWindowTitle(tr("Question"));
  show_question();
}

bool MainWindow::asking() const { return ask_ != nullptr && action(QStringLiteral("ask"))->isChecked(); }

void MainWindow::set_ask(bool on) {
  QAction* ask = action(QStringLiteral("ask"));
  if (ask->isChecked() != on) {
    ask->setChecked(on);  // comes back here through toggled
    return;
  }
  ask_->reset();
  asked_result_ = session_.lane().shared_result();
  ask_from_ = static_cast<trace::Step>(std::min(session_.lane().position(), static_cast<int>(session_.lane().timeline().steps())));
  upcoming_.reset();
  QDockWidget* dock = docks_[QStringLiteral("question_dock")];
  dock->setVisible(on);
  if (on) {
    // Room for the question and a Solitaire position's sixteen moves.
    resizeDocks({dock}, {height() / 2}, Qt::Vertical);
    say([] { return tr("Ask mode: playback stops before each question."); });
    check_question();
  }
  show_question();
}

const std::optional<Question>& MainWindow::upcoming_question() {
  // Asking for the next question reads the whole trace: remembered until the place it is
  // asked from changes.
  const SearchResult* result = session_.lane().result();
  if (!upcoming_ || upcoming_->from != ask_from_ || upcoming_->at != ask_->at()) {
    upcoming_ = Upcoming{ask_from_, ask_->at(), result ? ask_->next_question(*session_.lane().problem(), *result, ask_from_)
                                                       : std::nullopt};
  }
  return upcoming_->question;
}

void MainWindow::check_question() {
  if (!asking()) return;
  if (session_.lane().shared_result() != asked_result_) {  // another search, or another query
    ask_->reset();
    asked_result_ = session_.lane().shared_result();
    ask_from_ = 0;
    upcoming_.reset();
  }
  if (session_.lane().result() == nullptr) return;
  const TimelinePosition at = session_.lane().cursor();
  if (const std::optional<Question>& posed = ask_->question()) {
    if (at.position < posed->asked || (at.position == posed->asked && at.fine)) {
      // Back before the question: it is taken away, and asked again when reached.
      ask_from_ = static_cast<trace::Step>(at.position);
      ask_->close();
    } else if (at.position > posed->asked) {
      if (ask_->open()) {
        session_.clock().pause();
        session_.lane().seek(static_cast<int>(posed->asked));
        say([] { return tr("Answer the question first: Return reveals it."); });
        return;
      }
      ask_from_ = posed->asked + 1;  // revealed: playback goes on to the next question
      ask_->close();
    } else {
      return;
    }
  }
  if (at.position < ask_from_) ask_from_ = static_cast<trace::Step>(at.position);
  const std::optional<Question>& next = upcoming_question();
  if (!next || at.position < next->asked || (at.position == next->asked && at.fine)) return;
  session_.clock().pause();
  Question question = *next;
  ask_->pose(std::move(question));
  if (at.position != ask_->question()->asked || at.fine) session_.lane().seek(static_cast<int>(ask_->question()->asked));
}

void MainWindow::go_to_next_question() {
  if (!asking() || ask_->question() || session_.lane().result() == nullptr) return;
  ask_from_ = static_cast<trace::Step>(std::min(session_.lane().position(), static_cast<int>(session_.lane().timeline().steps())));
  if (const std::optional<Question>& next = upcoming_question()) session_.lane().seek(static_cast<int>(next->asked));
  check_question();
}

void MainWindow::reveal_question() {
  if (!ask_->open()) return;
  ask_->reveal();
  say([] { return tr("Revealed. Space plays on to the next question."); });
}

void MainWindow::show_question() {
  if (ask_ == nullptr) return;
  ask_panel_->show_session();
  const std::optional<Question>& question = ask_->question();
  const bool on_board =
      question && (question->kind == QuestionKind::new_cells || question->kind == QuestionKind::next_state);
  // The board's clicks are the editor's or the player's in their modes.
  if (mode() == WindowMode::viewing) board_view_->set_board_clicks(ask_->open() && on_board);
  std::vector<BoardView::AskMark> marks;
  if (painter_ && question) {
    const auto add = [&](const std::vector<Cell>& cells, BoardView::AskMarkKind kind) {
      for (const Cell cell : cells) marks.push_back({painter_->grid_cell(cell), kind});
    };
    if (const std::optional<Verdict>& verdict = ask_->verdict()) {
      add(verdict->cells.hits, BoardView::AskMarkKind::hit);
      add(verdict->cells.misses, BoardView::AskMarkKind::miss);
      add(verdict->cells.extras, BoardView::AskMarkKind::extra);
    } else {
      add(ask_->reply().picked, BoardView::AskMarkKind::picked);
    }
  }
  board_view_->set_ask_marks(std::move(marks));
  if (action(QStringLiteral("reveal"))) action(QStringLiteral("reveal"))->setEnabled(ask_->open());

  const bool banner = style_.presentation && question.has_value();
  question_banner_->setVisible(banner);
  if (banner) {
    const DescribeState describe = [this](trace::StateId state) { return session_.describe(state); };
    QString text = question_text(*question, describe);
    if (const std::optional<Verdict>& verdict = ask_->verdict()) {
      text += QStringLiteral("\n") + verdict_text(*question, *verdict, describe);
    } else {
      text += QStringLiteral("\n") + tr("Return reveals the answer.");
    }
    question_banner_->setText(text);
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * 2.2);
    font.setBold(true);
    question_banner_->setFont(font);
  }
}

}  // namespace frontier::gui

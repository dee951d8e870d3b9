#include "modes/ask_mode.hpp"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QScrollArea>
#include <algorithm>
#include <utility>

#include "ask/ask_panel.hpp"
#include "ask/vote_dialog.hpp"
#include "render/stage_type.hpp"
#include "render/board_painter.hpp"
#include "session/session.hpp"
#include "widgets/board_page.hpp"
#include "widgets/board_view.hpp"
#include "window/panels.hpp"

namespace frontier::gui {

namespace {
// The Question panel in a scroll area: on a laptop's screen the right-hand docks share
// little height, and a dock gives a wrapped label less than its words need, so the
// question was cut mid-sentence; scrolled, it is read whole and the window keeps its size.
QWidget* scrolling(QWidget& panel) {
  auto* area = new QScrollArea(panel.parentWidget());
  area->setWidgetResizable(true);
  area->setFrameShape(QFrame::NoFrame);
  area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  area->setWidget(&panel);
  return area;
}
}  // namespace

AskMode::AskMode(WindowContext window, Panels& panels, BoardPage& page)
    : QObject(&window.window),
      window_(std::move(window)),
      ask_(*window_.commands.find("ask")),
      reveal_(*window_.commands.find("reveal")),
      vote_(*window_.commands.find("vote")),
      run_(*window_.commands.find("run")),
      session_(window_.session),
      board_(window_.board),
      questions_(*new AskSession(this)),
      panel_(*new AskPanel(questions_, &window_.window)),
      banner_(*new QLabel(&page)),
      vote_count_(*new VoteCount(&page)),
      dock_(panels.add("question_dock", QT_TRANSLATE_NOOP("Panels", "Question"), scrolling(panel_),
                       Qt::RightDockWidgetArea)) {
  panel_.set_describe([this](trace::StateId state) { return session_.describe(state); });
  dock_->hide();  // asking shows it
  // Presentation mode puts the question above the board, large, for a show of hands.
  banner_.setObjectName(QStringLiteral("question_banner"));
  banner_.setWordWrap(true);
  banner_.setMargin(12);
  banner_.setAutoFillBackground(true);
  banner_.hide();
  page.add_above_board(&banner_);
  page.add_above_board(&vote_count_);  // under the question
  connect(&vote_count_, &VoteCount::revealed, this, &AskMode::count_vote);
  connect(&vote_count_, &VoteCount::cancelled, this, [this] {
    choices_.reset();
    show_question();
    board_.setFocus(Qt::OtherFocusReason);
  });
  connect(&ask_, &QAction::toggled, this, &AskMode::set_ask);
  connect(&reveal_, &QAction::triggered, this, &AskMode::reveal);
  connect(&vote_, &QAction::triggered, this, &AskMode::vote);
  connect(&panel_, &AskPanel::reveal_asked, this, &AskMode::reveal);
  connect(&questions_, &AskSession::changed, this, &AskMode::show_question);
  connect(&questions_, &AskSession::at_changed, this, [this] {
    ask_from_ = cursor_step();
    check_question();
  });
  connect(&session_.playback(), &Playback::moved, this, &AskMode::check_question);
  // Asked before the search: the questions once it has ended, on the window's turn after
  // it (the window leaves searching for viewing first); not if it was stopped or failed,
  // or the class went to another query meanwhile.
  connect(&session_.lane(), &Run::finished, this, [this](const std::shared_ptr<const SearchResult>& result) {
    if (!std::exchange(ask_when_searched_, false) || result->stopped) return;
    QMetaObject::invokeMethod(this, [this] {
      if (session_.lane().result() != nullptr && ask_.isEnabled()) set_ask(true);
    }, Qt::QueuedConnection);
  });
  connect(&session_.lane(), &Run::failed, this, [this] { ask_when_searched_ = false; });
  connect(&session_, &Session::chosen, this, [this] { ask_when_searched_ = false; });
  // Playing on is the class's answer being skipped: refused until the reveal.
  connect(&session_.clock(), &Clock::playing_changed, this, [this](bool playing) {
    if (!playing || !asking() || !questions_.open()) return;
    session_.clock().pause();
    window_.say([] { return tr("Answer the question first: Return reveals it."); });
  });
  connect(&board_, &BoardView::cell_released, this, [this](QPoint at) {
    const BoardPainter* painter = board_.board_painter();
    if (!questions_.open() || painter == nullptr) return;
    if (const std::optional<Cell> cell = painter->judge_cell(at)) questions_.click_cell(*cell);
  });
}

namespace {
// What the stage asks the class while the hands are counted, naming exactly the choices
// there are (vote_choices makes two to four): "Hands up: A, B or C?" for three.
QString hands_up(int choices) {
  switch (choices) {
    case 2: return AskMode::tr("Hands up: A or B?");
    case 3: return AskMode::tr("Hands up: A, B or C?");
    default: return AskMode::tr("Hands up: A, B, C or D?");
  }
}
}  // namespace

void AskMode::show_panel(bool shown) {
  // On the stage the question and its choices are above the board: no panel beside it.
  shown = shown && !presenting_;
  dock_->setVisible(shown);
  // Room for the question and a Solitaire position's sixteen moves.
  if (shown) window_.window.resizeDocks({dock_}, {window_.window.height() / 2}, Qt::Vertical);
}

bool AskMode::asking() const { return ask_.isChecked(); }

trace::Step AskMode::cursor_step() const {
  return static_cast<trace::Step>(std::min(session_.lane().position(), static_cast<int>(session_.lane().timeline().steps())));
}

void AskMode::set_ask(bool on) {
  if (ask_.isChecked() != on) {
    ask_.setChecked(on);  // comes back here through toggled
    return;
  }
  if (on && session_.lane().result() == nullptr) {
    // Nothing to ask about yet: the search runs first (Run, as the user would), and the
    // questions come when it has ended.
    ask_.setChecked(false);
    if (!run_.isEnabled()) return;
    ask_when_searched_ = true;
    run_.trigger();
    window_.say([] { return tr("Searching first: the questions come when the search has run."); });
    return;
  }
  questions_.reset();
  asked_result_ = session_.lane().shared_result();
  ask_from_ = cursor_step();
  upcoming_.reset();
  show_panel(on);
  if (on) {
    window_.say([] { return tr("Ask mode: playback stops before each question."); });
    check_question();
  } else {
    board_.set_board_clicks(false);  // the class's answers on the board are over
    board_.set_key_picks(false);
  }
  show_question();
}

const std::optional<Question>& AskMode::upcoming_question() {
  // Asking for the next question reads the whole trace: remembered until the place it is
  // asked from changes.
  const SearchResult* result = session_.lane().result();
  if (!upcoming_ || upcoming_->from != ask_from_ || upcoming_->at != questions_.at()) {
    upcoming_ = Upcoming{ask_from_, questions_.at(),
                         result ? questions_.next_question(*session_.lane().problem(), *result, ask_from_) : std::nullopt};
  }
  return upcoming_->question;
}

void AskMode::check_question() {
  if (!asking()) return;
  if (session_.lane().shared_result() != asked_result_) {  // another search, or another query
    questions_.reset();
    asked_result_ = session_.lane().shared_result();
    ask_from_ = 0;
    upcoming_.reset();
  }
  if (session_.lane().result() == nullptr) return;
  const TimelinePosition at = session_.lane().cursor();
  if (const std::optional<Question>& posed = questions_.question()) {
    if (at.position < posed->asked || (at.position == posed->asked && at.fine)) {
      // Back before the question: it is taken away, and asked again when reached.
      ask_from_ = static_cast<trace::Step>(at.position);
      questions_.close();
    } else if (at.position > posed->asked) {
      if (questions_.open()) {
        session_.clock().pause();
        session_.lane().seek(static_cast<int>(posed->asked));
        window_.say([] { return tr("Answer the question first: Return reveals it."); });
        return;
      }
      ask_from_ = posed->asked + 1;  // revealed: playback goes on to the next question
      questions_.close();
    } else {
      return;
    }
  }
  if (at.position < ask_from_) ask_from_ = static_cast<trace::Step>(at.position);
  const std::optional<Question>& next = upcoming_question();
  if (!next || at.position < next->asked || (at.position == next->asked && at.fine)) return;
  session_.clock().pause();
  Question question = *next;
  questions_.pose(std::move(question));
  if (at.position != questions_.question()->asked || at.fine) session_.lane().seek(static_cast<int>(questions_.question()->asked));
  emit posed();
}

void AskMode::go_to_next_question() {
  if (!asking() || questions_.question() || session_.lane().result() == nullptr) return;
  ask_from_ = cursor_step();
  if (const std::optional<Question>& next = upcoming_question()) session_.lane().seek(static_cast<int>(next->asked));
  check_question();
}

bool AskMode::reveal() {
  if (!asking() || !questions_.open()) return false;
  questions_.reveal();
  emit answered();
  window_.say([] { return tr("Revealed. Space plays on to the next question."); });
  return true;
}

bool AskMode::vote() {
  if (!asking() || !questions_.open() || session_.lane().result() == nullptr) return false;
  const Question& question = *questions_.question();
  const DescribeState describe = [this](trace::StateId state) { return session_.describe(state); };
  choices_ = vote_choices(question, session_.lane().result()->trace, describe);
  choices_asked_ = question.asked;
  hands_.clear();
  show_question();  // the choices on the stage while the hands are counted
  if (presenting_) {
    vote_count_.start(*choices_);  // counted on the stage, under the question
    return true;
  }
  VoteDialog dialog(question_text(question, describe), *choices_, &window_.window);
  if (dialog.exec() != QDialog::Accepted) return false;
  count_vote(dialog.hands());
  return true;
}

void AskMode::count_vote(const std::vector<int>& counted) {
  vote_count_.hide();
  if (!choices_ || !questions_.open()) return;
  const Question& question = *questions_.question();
  hands_ = counted;
  if (presenting_) board_.setFocus(Qt::OtherFocusReason);  // the clicker's keys again
  VoteTally tally{static_cast<qint64>(question.asked), question_word(question.kind), choices_->words, hands_, choices_->right,
                  QDateTime::currentDateTimeUtc()};
  // The class's answer is the choice most hands went to (none when no hand went up, or
  // two choices tie at the top).
  const auto most = std::max_element(hands_.begin(), hands_.end());
  const bool one_most = most != hands_.end() && *most > 0 && std::count(hands_.begin(), hands_.end(), *most) == 1;
  const int chosen = one_most ? static_cast<int>(most - hands_.begin()) : -1;
  const QString answer = tr("The answer: %1, %2.").arg(vote_letter(choices_->right), choices_->words[choices_->right]);
  const QString said = chosen < 0 ? tr("The class voted with no one choice ahead. %1").arg(answer)
                                  : tr("The class voted %1 (%n hand(s)). %2", nullptr, *most).arg(vote_letter(chosen), answer);
  questions_.reveal_vote(chosen == choices_->right, said);
  emit answered();
  window_.say([said] { return said; });
  emit voted(tally);
}

void AskMode::set_presenting(bool on) {
  presenting_ = on;
  show_panel(asking());
  if (!on) vote_count_.hide();  // a count begun on the stage is not carried to the desk
  show_question();
}

void AskMode::set_stage_ink(int ink) {
  if (ink == stage_ink_) return;
  stage_ink_ = ink;
  vote_count_.set_ink(ink);
  show_question();
}

void AskMode::show_question() {
  panel_.show_session();
  const std::optional<Question>& question = questions_.question();
  const bool on_board =
      question && (question->kind == QuestionKind::new_cells || question->kind == QuestionKind::next_state);
  if (asking()) {
    const bool answered_on_board = questions_.open() && on_board;
    // A question the class answers on the board: the keys pick its cells there too.
    if (answered_on_board && !board_.key_picks()) board_.setFocus(Qt::OtherFocusReason);
    board_.set_board_clicks(answered_on_board);
    board_.set_key_picks(answered_on_board);
  }
  std::vector<BoardView::AskMark> marks;
  const BoardPainter* painter = board_.board_painter();
  if (painter != nullptr && question) {
    const auto add = [&](const std::vector<Cell>& cells, BoardView::AskMarkKind kind) {
      for (const Cell cell : cells) marks.push_back({painter->grid_cell(cell), kind});
    };
    if (const std::optional<Verdict>& verdict = questions_.verdict()) {
      add(verdict->cells.hits, BoardView::AskMarkKind::hit);
      add(verdict->cells.misses, BoardView::AskMarkKind::miss);
      add(verdict->cells.extras, BoardView::AskMarkKind::extra);
    } else {
      add(questions_.reply().picked, BoardView::AskMarkKind::picked);
    }
  }
  board_.set_ask_marks(std::move(marks));
  reveal_.setEnabled(questions_.open());
  vote_.setEnabled(questions_.open());
  if (!question || question->asked != choices_asked_) {
    choices_.reset();  // a vote is of the question it was put on
    hands_.clear();
  }
  if (!choices_ || !questions_.open()) vote_count_.hide();  // the count is of the open question

  const bool banner = presenting_ && question.has_value();
  banner_.setVisible(banner);
  if (!banner) return;
  const DescribeState describe = [this](trace::StateId state) { return session_.describe(state); };
  QString text = question_text(*question, describe);
  if (choices_) text += QStringLiteral("\n") + vote_line(choices_->words);
  if (const std::optional<Verdict>& verdict = questions_.verdict()) {
    if (choices_ && !hands_.empty()) {
      // The class voted: the answer is the right choice, not a verdict on picks nobody made.
      text += QStringLiteral("\n") + vote_distribution(choices_->words, hands_, choices_->right);
      text += QStringLiteral("\n") + tr("The answer: %1, %2.").arg(vote_letter(choices_->right), choices_->words[choices_->right]);
    } else {
      text += QStringLiteral("\n") + verdict_text(*question, *verdict, describe);
    }
  } else {
    text += QStringLiteral("\n") + (choices_ ? hands_up(static_cast<int>(choices_->words.size())) : tr("Return reveals the answer."));
  }
  banner_.setText(text);
  QFont font = QApplication::font();
  font.setPointSizeF(font.pointSizeF() * 2.2);
  if (stage_ink_ > 0) font = StageType::sized(font, stage_ink_);
  font.setBold(true);
  banner_.setFont(font);
}

}  // namespace frontier::gui

#include "window/board_follower.hpp"

#include <QAction>

#include "model/puzzle_problem.hpp"
#include "modes/hand_mode.hpp"
#include "render/board_painter.hpp"
#include "session/session.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_page.hpp"
#include "widgets/board_view.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/commands.hpp"
#include "window/panels.hpp"
#include "window/rules_in_force.hpp"

namespace frontier::gui {

BoardFollower::BoardFollower(Session& session, BoardPage& page, Panels& panels, std::function<HandMode*()> hand,
                             std::function<bool()> presenting, QObject* parent)
    : QObject(parent),
      session_(session),
      page_(page),
      panels_(panels),
      hand_(std::move(hand)),
      presenting_(std::move(presenting)) {
  connect(&session_, &Session::chosen, this, &BoardFollower::show_problem);
  connect(&session_, &Session::search_chosen, this, &BoardFollower::show_problem);
  connect(&session_.lane(), &Run::finished, this, &BoardFollower::show_problem);
  connect(&session_.lane(), &Run::moved, this, &BoardFollower::show_moment);
  connect(&session_, &Session::answers_changed, this, &BoardFollower::show_moment);  // the banner's claim
  // A state picked in the Frontier panel's list: its cells ringed on the board.
  connect(panels_.frontier, &FrontierPanel::state_chosen, this, [this](trace::StateId state) {
    const std::shared_ptr<const Problem>& problem = session_.problem();
    if (!problem || !painter_) return;
    std::vector<QPoint> cells;
    for (const Cell cell : problem->cells_of(session_.algorithm().toStdString(), state)) {
      cells.push_back(painter_->grid_cell(cell));
    }
    page_.board().set_pointed_cells(std::move(cells));
  });
}

void BoardFollower::show_problem() {
  // The lane already shows the problem (and its search, if it ended) from the start.
  const std::shared_ptr<const Problem>& problem = session_.problem();
  const QString algorithm = session_.algorithm();
  painter_ = problem ? problem->painter(session_.lane().shared_result(), algorithm.toStdString()) : nullptr;
  page_.board().set_painter(painter_);
  panels_.counters->set_captions(painter_ ? painter_->counter_captions() : CounterCaptions{});
  panels_.legend->set_entries(painter_ ? painter_->legend() : std::vector<LegendEntry>{});
  if (problem) {
    if (const auto* info = find_search(problem->algorithms(), algorithm.toStdString())) {
      panels_.pseudocode->set_code(problem->puzzle().id(), *info);
    }
  }
  emit problem_shown();
  show_moment();
}

void BoardFollower::show_moment() {
  AnswerBanner& banner = page_.banner();
  banner.setVisible(true);  // the game's and the exercise's words are there
  HandMode* hand = hand_();
  if (hand && hand->owns_board()) {  // the game's or the exercise's picture, not a frame of the search
    hand->show();
    return;
  }
  page_.board().set_pointed_cells({});  // a state picked in the frontier's list was of the moment before
  page_.board().set_moment(session_.lane().frame().moment);
  // The trainee's answer to this query, where their answers are open (and the query is one).
  const std::shared_ptr<const JudgedAnswers>& answers = session_.answers();
  const bool asked = session_.problem() && session_.problem()->has_query();
  banner.set_claim(answers && asked ? answers->at(session_.case_index(), session_.query_index()) : nullptr);
  banner.show_answer(session_.lane(), RulesInForce::words(session_, true), presenting_());
  if (hand) hand->show();  // the editor's marks over the board
  emit moment_shown();
}

void BoardFollower::zoom_by(const Commands& commands) {
  BoardView& board = page_.board();
  connect(commands[Command::fit], &QAction::triggered, &board, &BoardView::fit_to_window);
  connect(commands[Command::actual_size], &QAction::triggered, &board, &BoardView::actual_size);
  connect(commands[Command::zoom_in], &QAction::triggered, &board, &BoardView::zoom_in);
  connect(commands[Command::zoom_out], &QAction::triggered, &board, &BoardView::zoom_out);
  connect(commands[Command::zoom_query], &QAction::triggered, &board, &BoardView::zoom_to_query);
}

void BoardFollower::retranslate() {
  if (painter_) panels_.legend->set_entries(painter_->legend());
  show_moment();
}

}  // namespace frontier::gui

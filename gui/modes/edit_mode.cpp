#include "modes/edit_mode.hpp"

#include <QAction>

#include "edit/edit_controller.hpp"
#include "render/board_painter.hpp"
#include "session/session.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/legend_panel.hpp"

namespace frontier::gui {

EditMode::EditMode(ModeContext context, EditPanel& panel, std::unique_ptr<EditController> editor)
    : HandMode(std::move(context)), panel_(panel), editor_(std::move(editor)) {
  const ModeContext& with = this->context();
  connect(editor_.get(), &EditController::marks_changed, this, &EditMode::show_marks);
  connect(editor_.get(), &EditController::refused, this, [this](const QString& reason) {
    panel_.show_refusal(reason);
    this->context().say([reason] { return tr("That edit is not allowed: %1").arg(reason); });
  });
  connect(editor_.get(), &EditController::edited, this, [this](const QString& what) {
    panel_.show_refusal({});
    this->context().say([what] { return tr("Edited: %1.").arg(what); });
  });
  connect(editor_.get(), &EditController::query_chosen, &with.session, &Session::choose);
  connect(&with.session, &Session::chosen, this, &EditMode::follow_choice);
  connect(&with.session, &Session::judge_answered, this, [this](const QString& answer) {
    panel_.show_judge_answer(answer, false);
    this->context().banner.set_answer(answer, tr("asked again after every edit"), {});
  });

  on_arrows("edit", [this](int direction) { editor_->move_cursor(direction); });
  const auto on_editor = [this](const char* name, void (*act)(EditController&)) {
    on_action(name, [this, act] { act(*editor_); });
  };
  on_editor("edit_toggle", [](EditController& e) { e.toggle(); });
  on_editor("edit_clear", [](EditController& e) { e.clear(); });
  on_editor("edit_pick", [](EditController& e) { e.pick(); });
  on_editor("add_query", [](EditController& e) { e.add_query(); });
  on_editor("duplicate_query", [](EditController& e) { e.duplicate_query(); });
  on_editor("delete_query", [](EditController& e) { e.delete_query(); });
  on_editor("query_up", [](EditController& e) { e.move_query(-1); });
  on_editor("query_down", [](EditController& e) { e.move_query(1); });
  on_editor("add_case", [](EditController& e) { e.add_case(); });
  on_editor("duplicate_case", [](EditController& e) { e.duplicate_case(); });
  on_editor("delete_case", [](EditController& e) { e.delete_case(); });
  on_editor("case_up", [](EditController& e) { e.move_case(-1); });
  on_editor("case_down", [](EditController& e) { e.move_case(1); });

  panel_.set_editor(editor_.get());
  with.say([] { return tr("Editing: every change can be undone (Ctrl+Z), and is kept only when saved."); });
}

EditMode::~EditMode() {
  panel_.set_editor(nullptr);
  context().board.set_edit_marks(std::nullopt, std::nullopt);
}

void EditMode::follow_choice() {
  const Session& session = context().session;
  const bool has_query = session.problem() && session.problem()->has_query();
  editor_->set_place(session.case_index(), has_query ? std::optional<int>(session.query_index()) : std::nullopt);
  panel_.refresh();
  // Asked on a worker; its answer reaches the panel (and the banner) when it comes.
  panel_.show_judge_answer({}, context().session.ask_judge());
}

void EditMode::show() {
  // The editor draws the board, not a search: its legend is the board's alone.
  if (const BoardPainter* painter = context().board.board_painter()) {
    context().legend.set_entries(painter->board_legend());
  }
  show_marks();
}

void EditMode::show_marks() { context().board.set_edit_marks(editor_->cursor(), editor_->held()); }

void EditMode::press(QPoint cell) { editor_->press(cell); }

void EditMode::release(QPoint cell) { editor_->release(cell); }

bool EditMode::digit(int digit) {
  editor_->digit(digit);
  return true;
}

void EditMode::refine_actions() const {
  const auto only_if = [this](const char* name, bool condition) {
    QAction* a = context().commands.find(name);
    a->setEnabled(a->isEnabled() && condition);
  };
  for (const char* name : {"add_case", "duplicate_case", "delete_case", "case_up", "case_down"}) only_if(name, editor_->can_add_case());
  for (const char* name : {"add_query", "duplicate_query", "delete_query", "query_up", "query_down"}) {
    only_if(name, editor_->can_add_query());
  }
}

}  // namespace frontier::gui

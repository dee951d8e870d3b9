#pragma once
// Edit ▸ Edit Board (Ctrl+E): the board editor on the chosen case and query. The board's
// clicks, the arrows, Space, Delete, Return and the digits are the editor's; every edit is
// one step of the document's undo stack, and the judge's answer is asked again on a
// worker after each. Leaving keeps the edits.

#include <memory>

#include "modes/hand_mode.hpp"

namespace frontier::gui {

class EditController;
class EditPanel;

class EditMode final : public HandMode {
  Q_OBJECT

 public:
  EditMode(ModeContext context, EditPanel& panel, std::unique_ptr<EditController> editor);
  ~EditMode() override;

  EditController& editor() const { return *editor_; }

  const ByHandMode& names() const override { return kEditMode; }
  bool owns_board() const override { return false; }
  bool follows_choice() const override { return true; }
  void show() override;
  bool picks_by_keys() const override { return false; }  // its own cursor
  void press(QPoint cell) override;
  void release(QPoint cell) override;
  bool digit(int digit) override;
  void refine_actions() const override;

 private:
  void follow_choice();  // the editor's place is the chosen case and query; the judge asked
  void show_marks();

  EditPanel& panel_;
  std::unique_ptr<EditController> editor_;
};

}  // namespace frontier::gui

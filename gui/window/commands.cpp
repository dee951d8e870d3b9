#include "window/commands.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QToolButton>
#include <QWidget>
#include <algorithm>

namespace frontier::gui {

namespace {

constexpr Availability off = Availability::off;
constexpr Availability on = Availability::on;
constexpr Availability problem = Availability::with_problem;
constexpr Availability query = Availability::with_query;
constexpr Availability result = Availability::with_result;
constexpr Availability own = Availability::own;

// In Command's order (checked below). Rows read: the command, its object name, its own
// keys and the platform's standard key, its text and tooltip, its availability by mode
// (empty, loading, viewing, searching, editing, playing, exercising, comparing), and where
// it needs more than the mode, what (Also) and which kind of control it is.
constexpr CommandRow kTable[] = {
    // File. A file may be opened, made or its program left whatever the window is doing.
    {Command::open, "open", {}, QKeySequence::Open,
     QT_TRANSLATE_NOOP("Commands", "&Open…"),
     QT_TRANSLATE_NOOP("Commands", "Open a judge input file"),
     {on, on, on, on, on, on, on, on}},
    {Command::new_file, "new_file", {}, QKeySequence::New,
     QT_TRANSLATE_NOOP("Commands", "&New…"),
     QT_TRANSLATE_NOOP("Commands", "A new judge file, generated from a seed"),
     {on, on, on, on, on, on, on, on}},
    {Command::save, "save", {}, QKeySequence::Save,
     QT_TRANSLATE_NOOP("Commands", "&Save"),
     QT_TRANSLATE_NOOP("Commands", "Save the judge file"),
     {off, off, on, off, on, on, on, on}},
    // Ctrl+Shift+S where the platform names no Save As key: GNOME's and macOS's bindings have it,
    // KDE's, Windows' and a bare X desktop's (openbox, offscreen) have none.
    {Command::save_as, "save_as", {Qt::CTRL | Qt::SHIFT | Qt::Key_S}, QKeySequence::SaveAs,
     QT_TRANSLATE_NOOP("Commands", "Save &As…"),
     QT_TRANSLATE_NOOP("Commands", "Save the judge file under another name"),
     {off, off, on, off, on, on, on, on}},
    // Ctrl+E is the editor's (Edit ▸ Edit Board): the pictures take Ctrl+Shift+E, Ctrl+Alt+E and
    // Ctrl+Shift+P. The comparison draws its own lanes: the board's pictures are off there.
    {Command::export_picture, "export_picture", {Qt::CTRL | Qt::SHIFT | Qt::Key_P}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "P&icture…"),
     QT_TRANSLATE_NOOP("Commands", "The whole view (board, legend, counters, pseudo-code, narration) or the board alone, as PNG or SVG, at a chosen size"),
     {off, problem, problem, problem, problem, problem, problem, off}},
    {Command::export_png, "export_png", {Qt::CTRL | Qt::SHIFT | Qt::Key_E}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Board as &PNG…"),
     QT_TRANSLATE_NOOP("Commands", "The board alone at its own size, as a PNG picture"),
     {off, problem, problem, problem, problem, problem, problem, off}},
    {Command::export_svg, "export_svg", {Qt::CTRL | Qt::ALT | Qt::Key_E}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Board as &SVG…"),
     QT_TRANSLATE_NOOP("Commands", "The board alone at its own size, as an SVG picture (cells as shapes)"),
     {off, problem, problem, problem, problem, problem, problem, off}},
    {Command::export_animation, "export_animation", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Animation (GIF, MP4)…"),
     QT_TRANSLATE_NOOP("Commands", "A range of steps, or the replay of the found moves, as a GIF or an MP4 video"),
     {off, result, result, off, off, off, off, off}},
    // A student's results (class_work.hpp): kept as they go, handed in as one file; the
    // teacher reads a folder of them.
    {Command::export_results, "export_results", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Export M&y Results…"),
     QT_TRANSLATE_NOOP("Commands", "Your answers in ask, exercise and play mode, as one file to hand in"),
     {on, on, on, on, on, on, on, on}},
    {Command::open_class_results, "open_class_results", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Open &Class Results…"),
     QT_TRANSLATE_NOOP("Commands", "A folder of the class's results: scores graded again, where the class went wrong, a CSV for the gradebook"),
     {on, on, on, on, on, on, on, on}},
    {Command::student_name, "student_name", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "S&tudent Name…"),
     QT_TRANSLATE_NOOP("Commands", "The name your results are kept under"),
     {on, on, on, on, on, on, on, on}},
    {Command::quit, "quit", {}, QKeySequence::Quit,
     QT_TRANSLATE_NOOP("Commands", "&Quit"),
     nullptr,
     {on, on, on, on, on, on, on, on}},
    // Undo and Redo are the document's (or the lesson's), and need a step to undo or redo;
    // while playing, Ctrl+Z is the game's (play_undo), while exercising the exercise's.
    {Command::undo, "undo", {}, QKeySequence::Undo,
     QT_TRANSLATE_NOOP("Commands", "&Undo"),
     nullptr,
     {off, off, on, off, on, off, off, off}, Also::undo},
    // KDE's and GNOME's Ctrl+Shift+Z whatever the platform theme says (offscreen has Ctrl+Y only).
    {Command::redo, "redo", {Qt::CTRL | Qt::SHIFT | Qt::Key_Z}, QKeySequence::Redo,
     QT_TRANSLATE_NOOP("Commands", "Re&do"),
     nullptr,
     {off, off, on, off, on, off, off, off}, Also::redo},
    // Ctrl+C alone is left to the panels whose text can be selected (the witness, the answer).
    {Command::copy_picture, "copy_picture", {Qt::CTRL | Qt::SHIFT | Qt::Key_C}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Copy &Picture"),
     QT_TRANSLATE_NOOP("Commands", "The whole view as a 1920×1080 picture on the clipboard, for pasting into slides"),
     {off, problem, problem, problem, problem, problem, problem, off}},
    // The editor's keys are on only while editing: the arrows and Space are stepping's otherwise.
    {Command::edit_mode, "edit_mode", {Qt::CTRL | Qt::Key_E}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Edit Board"),
     QT_TRANSLATE_NOOP("Commands", "Change the board and its queries; the judge's answer follows every edit"),
     {off, off, problem, off, on, off, off, off}, Also::nothing, Control::checkable},
    {Command::leave_edit, "leave_edit", {Qt::Key_Escape}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Leave Edit Mode"),
     nullptr,
     {off, off, off, off, on, off, off, off}},
    {Command::edit_up, "edit_up", {Qt::Key_Up}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Cursor &Up"),
     nullptr,
     {off, off, off, off, on, off, off, off}},
    {Command::edit_right, "edit_right", {Qt::Key_Right}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Cursor &Right"),
     nullptr,
     {off, off, off, off, on, off, off, off}},
    {Command::edit_down, "edit_down", {Qt::Key_Down}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Cursor &Down"),
     nullptr,
     {off, off, off, off, on, off, off, off}},
    {Command::edit_left, "edit_left", {Qt::Key_Left}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Cursor L&eft"),
     nullptr,
     {off, off, off, off, on, off, off, off}},
    {Command::edit_toggle, "edit_toggle", {Qt::Key_Space}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Toggle the Cell"),
     QT_TRANSLATE_NOOP("Commands", "Mahjong: lay or take a card; Huarongdao: a fixed or movable cell"),
     {off, off, off, off, on, off, off, off}},
    {Command::edit_clear, "edit_clear", {Qt::Key_Delete, Qt::Key_Backspace}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Clear the Cell"),
     nullptr,
     {off, off, off, off, on, off, off, off}},
    {Command::edit_pick, "edit_pick", {Qt::Key_Return, Qt::Key_Enter}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Pick Up or Put Down"),
     QT_TRANSLATE_NOOP("Commands", "A Solitaire piece, or Huarongdao's blank, piece or target"),
     {off, off, off, off, on, off, off, off}},
    {Command::add_query, "add_query", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Add &Query"),
     QT_TRANSLATE_NOOP("Commands", "A new query after the chosen one"),
     {off, off, off, off, on, off, off, off}},
    {Command::duplicate_query, "duplicate_query", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Duplicate Quer&y"),
     nullptr,
     {off, off, off, off, query, off, off, off}},
    {Command::delete_query, "delete_query", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Delete Que&ry"),
     nullptr,
     {off, off, off, off, query, off, off, off}},
    {Command::query_up, "query_up", {Qt::ALT | Qt::Key_Up}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Query Up"),
     QT_TRANSLATE_NOOP("Commands", "The chosen query one place earlier"),
     {off, off, off, off, query, off, off, off}},
    {Command::query_down, "query_down", {Qt::ALT | Qt::Key_Down}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Query Down"),
     QT_TRANSLATE_NOOP("Commands", "The chosen query one place later"),
     {off, off, off, off, query, off, off, off}},
    {Command::add_case, "add_case", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Add &Case"),
     QT_TRANSLATE_NOOP("Commands", "A new case after the chosen one"),
     {off, off, off, off, on, off, off, off}},
    {Command::duplicate_case, "duplicate_case", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Duplicate C&ase"),
     nullptr,
     {off, off, off, off, problem, off, off, off}},
    {Command::delete_case, "delete_case", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Delete Ca&se"),
     nullptr,
     {off, off, off, off, problem, off, off, off}},
    {Command::case_up, "case_up", {Qt::ALT | Qt::SHIFT | Qt::Key_Up}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Case Up"),
     QT_TRANSLATE_NOOP("Commands", "The chosen case one place earlier"),
     {off, off, off, off, problem, off, off, off}},
    {Command::case_down, "case_down", {Qt::ALT | Qt::SHIFT | Qt::Key_Down}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Case Down"),
     QT_TRANSLATE_NOOP("Commands", "The chosen case one place later"),
     {off, off, off, off, problem, off, off, off}},
    // View. The comparison's lanes take the keys of zoom.
    {Command::presentation, "presentation", {Qt::Key_F5}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Presentation mode"),
     QT_TRANSLATE_NOOP("Commands", "Large fonts and high contrast, for projectors"),
     {on, on, on, on, on, on, on, on}, Also::nothing, Control::checkable},
    {Command::fit, "fit", {Qt::CTRL | Qt::Key_0}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Fit to window"),
     nullptr,
     {off, problem, problem, problem, problem, problem, problem, off}},
    {Command::actual_size, "actual_size", {Qt::CTRL | Qt::Key_1}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Actual size (1:1)"),
     QT_TRANSLATE_NOOP("Commands", "Cells at their natural size, where numbers show"),
     {off, problem, problem, problem, problem, problem, problem, off}},
    {Command::zoom_in, "zoom_in", {}, QKeySequence::ZoomIn,
     QT_TRANSLATE_NOOP("Commands", "Zoom &in"),
     nullptr,
     {off, problem, problem, problem, problem, problem, problem, off}},
    {Command::zoom_out, "zoom_out", {}, QKeySequence::ZoomOut,
     QT_TRANSLATE_NOOP("Commands", "Zoom &out"),
     nullptr,
     {off, problem, problem, problem, problem, problem, problem, off}},
    {Command::zoom_query, "zoom_query", {Qt::Key_Z}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Zoom to the query"),
     QT_TRANSLATE_NOOP("Commands", "The cells the query names and the found line, as large as they fit"),
     {off, problem, problem, problem, problem, problem, problem, off}},
    // The frontier panel opens closed: the key opens it and brings the keys to its list,
    // wherever they were.
    {Command::show_frontier, "show_frontier", {Qt::CTRL | Qt::Key_L}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "F&rontier List"),
     QT_TRANSLATE_NOOP("Commands", "The states the search has reached and not yet expanded, next first"),
     {off, problem, problem, problem, off, off, problem, off}},
    // The clicker's keys (the presentation gives them their keys): an exercise is the class's
    // to click, so from one the clicker goes on to the next slide.
    {Command::present_forward, "present_forward", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Next Bookmark, Layer or Slide"),
     QT_TRANSLATE_NOOP("Commands", "In presentation mode PageDown or →: the next bookmark, else the next layer, else the next slide"),
     {off, off, on, off, off, off, on, on}},
    {Command::present_back, "present_back", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Previous Bookmark, Layer or Slide"),
     QT_TRANSLATE_NOOP("Commands", "In presentation mode PageUp or ←: the previous bookmark, else the previous layer, else the previous slide"),
     {off, off, on, off, off, off, on, on}},
    {Command::blank_screen, "blank_screen", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Blank the Screen"),
     QT_TRANSLATE_NOOP("Commands", "In presentation mode B: a black screen; any key shows the board again"),
     {on, on, on, on, on, on, on, on}},
    // Esc leaves presentation mode only where it means nothing else (Cancel, leaving a mode).
    {Command::leave_presentation, "leave_presentation", {Qt::Key_Escape}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Leave Presentation Mode"),
     QT_TRANSLATE_NOOP("Commands", "The panels come back as they were"),
     {on, on, on, off, off, off, off, off}, Also::presenting},
    // The comparison searches on its own lanes: the window's search need not have run.
    {Command::compare, "compare", {Qt::CTRL | Qt::Key_K}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Compare Searches…"),
     QT_TRANSLATE_NOOP("Commands", "Two to four searches side by side on this query, on one clock"),
     {off, off, query, off, off, off, off, off}},
    // A lesson opens and moves between slides from viewing (its slides replace the file shown,
    // which maybe_save asks about). The deck is saved as authored, whatever the window shows
    // (a new lesson's first slide is the view: the window then needs a query).
    {Command::open_lesson, "open_lesson", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Open Lesson…"),
     QT_TRANSLATE_NOOP("Commands", "Open a lesson: slides of judge files, searches, steps and bookmarks"),
     {on, off, on, off, on, on, on, on}},
    {Command::save_lesson, "save_lesson", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Save Lesson"),
     QT_TRANSLATE_NOOP("Commands", "Save the lesson's slides as they are (a new lesson of one slide, the view, when none is open)"),
     {off, on, on, on, on, on, on, on}, Also::lesson_or_query},
    {Command::save_lesson_as, "save_lesson_as", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Save Lesson &As…"),
     QT_TRANSLATE_NOOP("Commands", "Save the lesson to another file"),
     {off, on, on, on, on, on, on, on}, Also::lesson_or_query},
    {Command::close_lesson, "close_lesson", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Close Lesson"),
     QT_TRANSLATE_NOOP("Commands", "Close the lesson; the judge file shown stays open"),
     {off, off, on, off, on, on, on, on}, Also::lesson},
    // The lesson's own title, in both languages: with none open, it starts a new lesson.
    {Command::lesson_title, "lesson_title", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Lesson &Title…"),
     QT_TRANSLATE_NOOP("Commands", "The lesson's title, in English and Chinese (with no lesson open, a new lesson's)"),
     {on, on, on, on, on, on, on, on}},
    // A slide is a search of a query: what is shown needs one to become a slide.
    {Command::add_slide, "add_slide", {Qt::CTRL | Qt::Key_M}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Add the View as a S&lide"),
     QT_TRANSLATE_NOOP("Commands", "What is shown now becomes a new slide after this one (without bookmarks: Update the Slide adds them)"),
     {off, off, query, off, off, off, query, on}},
    {Command::update_slide, "update_slide", {Qt::CTRL | Qt::SHIFT | Qt::Key_M}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Update the Slide from the View"),
     QT_TRANSLATE_NOOP("Commands", "The slide shown becomes what the view shows now (its search or comparison, step, bookmarks); a title you wrote stays"),
     {off, off, query, off, off, off, query, on}, Also::on_slide},
    // The deck's own changes leave the view as it is (Delete shows the next slide): from
    // viewing, an exercise or a comparison, where the slide shown is the deck's. A title is
    // words alone: renamed whatever the window is doing.
    {Command::duplicate_slide, "duplicate_slide", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Dupl&icate Slide"),
     QT_TRANSLATE_NOOP("Commands", "A copy of this slide after it"),
     {off, off, on, off, off, off, on, on}, Also::on_slide},
    // F2, as file managers and item views rename: from anywhere in the window, the menu
    // showing it.
    {Command::rename_slide, "rename_slide", {Qt::Key_F2}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Rename Slide…"),
     QT_TRANSLATE_NOOP("Commands", "Edit this slide's title in the Slides panel"),
     {off, off, on, on, on, on, on, on}, Also::on_slide},
    {Command::delete_slide, "delete_slide", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Delete Slide"),
     QT_TRANSLATE_NOOP("Commands", "Take this slide out of the lesson (Undo brings it back)"),
     {off, off, on, off, off, off, on, on}, Also::on_slide},
    {Command::slide_up, "slide_up", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Move Slide U&p"),
     QT_TRANSLATE_NOOP("Commands", "This slide one place earlier in the lesson"),
     {off, off, on, off, off, off, on, on}, Also::slide_before},
    {Command::slide_down, "slide_down", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Move Slide Dow&n"),
     QT_TRANSLATE_NOOP("Commands", "This slide one place later in the lesson"),
     {off, off, on, off, off, off, on, on}, Also::slide_after},
    {Command::next_slide, "next_slide", {Qt::CTRL | Qt::Key_PageDown}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Ne&xt Slide"),
     QT_TRANSLATE_NOOP("Commands", "The lesson's next slide"),
     {off, off, on, off, on, on, on, on}, Also::slide_after},
    {Command::previous_slide, "previous_slide", {Qt::CTRL | Qt::Key_PageUp}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Pre&vious Slide"),
     QT_TRANSLATE_NOOP("Commands", "The lesson's previous slide"),
     {off, off, on, off, on, on, on, on}, Also::slide_before},
    // Search. The algorithm box is a widget the table enables too.
    {Command::algorithm, "algorithm", {}, QKeySequence::UnknownKey,
     nullptr,
     nullptr,
     {off, off, on, off, off, off, off, off}, Also::nothing, Control::widget},
    {Command::run, "run", {Qt::Key_F9}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Run"),
     QT_TRANSLATE_NOOP("Commands", "Run the chosen algorithm on the chosen query"),
     {off, off, query, off, off, off, off, off}},
    {Command::cancel, "cancel", {Qt::Key_Escape}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Cancel"),
     QT_TRANSLATE_NOOP("Commands", "Stop the running search"),
     {off, off, off, on, off, off, off, off}},
    // Ask mode stops playback before its questions: without a search to play, it runs one.
    // Reveal is on while a question is open, which ask mode knows.
    {Command::ask, "ask", {Qt::CTRL | Qt::SHIFT | Qt::Key_A}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "As&k the Class"),
     QT_TRANSLATE_NOOP("Commands", "Playback stops before each layer or pop and asks what the search does next"),
     {off, off, query, off, off, off, off, off}, Also::nothing, Control::checkable},
    {Command::reveal, "reveal", {Qt::Key_Return, Qt::Key_Enter}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "R&eveal the Answer"),
     nullptr,
     {off, off, own, off, off, off, off, off}},
    // Peer instruction: the open question as a choice of A to D, the class's hands counted.
    {Command::vote, "vote", {Qt::Key_V}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Put to a &Vote…"),
     QT_TRANSLATE_NOOP("Commands", "The question as choices A to D: count the hands for each, see the distribution, then reveal"),
     {off, off, own, off, off, off, off, off}},
    // Exercise mode's keys are on only while exercising: Esc and Ctrl+Z are Cancel's, the
    // document's and the game's elsewhere.
    {Command::exercise_mode, "exercise_mode", {Qt::CTRL | Qt::SHIFT | Qt::Key_X}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "E&xercise: Be the Algorithm"),
     QT_TRANSLATE_NOOP("Commands", "Run the chosen query's search by hand, step by step; core judges every step"),
     {off, off, query, off, off, off, on, off}, Also::nothing, Control::checkable},
    {Command::exercise_answer, "exercise_answer", {Qt::Key_H}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Show the &Answer"),
     QT_TRANSLATE_NOOP("Commands", "Show what the search does next"),
     {off, off, off, off, off, off, on, off}},
    {Command::exercise_undo, "exercise_undo", {Qt::CTRL | Qt::Key_Z}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Undo &Step"),
     QT_TRANSLATE_NOOP("Commands", "Take the last right step back"),
     {off, off, off, off, off, off, on, off}},
    // The exercise done (or given up): the search itself played from its start.
    {Command::exercise_replay, "exercise_replay", {Qt::Key_M}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Replay the &Model Answer"),
     QT_TRANSLATE_NOOP("Commands", "Leave the exercise and play the search from its start"),
     {off, off, off, off, off, off, on, off}},
    {Command::leave_exercise, "leave_exercise", {Qt::Key_Escape}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Done"),
     QT_TRANSLATE_NOOP("Commands", "Leave the exercise"),
     {off, off, off, off, off, off, on, off}},
    // Game: its keys are on only while playing, so that the arrows, Esc and Ctrl+Z are
    // stepping's, Cancel's and the editor's otherwise.
    {Command::play_mode, "play_mode", {Qt::CTRL | Qt::Key_G}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Play the &Puzzle"),
     QT_TRANSLATE_NOOP("Commands", "Play the chosen query by hand; core checks every move"),
     {off, off, query, off, off, on, off, off}, Also::nothing, Control::checkable},
    {Command::hint, "hint", {Qt::Key_H}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Hint"),
     QT_TRANSLATE_NOOP("Commands", "Show a move the rules allow"),
     {off, off, off, off, off, on, off, off}},
    {Command::play_undo, "play_undo", {}, QKeySequence::Undo,
     QT_TRANSLATE_NOOP("Commands", "Undo &Move"),
     QT_TRANSLATE_NOOP("Commands", "Take the last move back"),
     {off, off, off, off, off, on, off, off}},
    {Command::play_up, "play_up", {Qt::Key_Up}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Blank &Up"),
     QT_TRANSLATE_NOOP("Commands", "A sliding puzzle's blank moves up (the piece above it slides down)"),
     {off, off, off, off, off, on, off, off}},
    {Command::play_right, "play_right", {Qt::Key_Right}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Blank &Right"),
     QT_TRANSLATE_NOOP("Commands", "A sliding puzzle's blank moves right"),
     {off, off, off, off, off, on, off, off}},
    {Command::play_down, "play_down", {Qt::Key_Down}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Blank &Down"),
     QT_TRANSLATE_NOOP("Commands", "A sliding puzzle's blank moves down"),
     {off, off, off, off, off, on, off, off}},
    {Command::play_left, "play_left", {Qt::Key_Left}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Blank L&eft"),
     QT_TRANSLATE_NOOP("Commands", "A sliding puzzle's blank moves left"),
     {off, off, off, off, off, on, off, off}},
    {Command::keep_position, "keep_position", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Keep the Position as a New Case"),
     QT_TRANSLATE_NOOP("Commands", "The position as it stands becomes a case of the file (for Huarongdao a query), asked from here"),
     {off, off, off, off, off, on, off, off}},
    {Command::leave_play, "leave_play", {Qt::Key_Escape}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Leave Play Mode"),
     nullptr,
     {off, off, off, off, off, on, off, off}},
    // Playback. While a file loads, the document still shown may be stepped through and
    // exported but not searched: the search would be forgotten the moment the new file opens.
    // Comparing, the lanes' own controls (compare_window.hpp) take these keys.
    {Command::play, "play", {Qt::Key_Space}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Play"),
     QT_TRANSLATE_NOOP("Commands", "Play or pause"),
     {off, result, result, off, off, off, off, off}},
    {Command::step_forward, "step_forward", {Qt::Key_Right}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Step &forward"),
     QT_TRANSLATE_NOOP("Commands", "One fine step forward: the next pseudo-code line"),
     {off, result, result, off, off, off, off, off}},
    {Command::step_back, "step_back", {Qt::Key_Left}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Step &back"),
     QT_TRANSLATE_NOOP("Commands", "One fine step back"),
     {off, result, result, off, off, off, off, off}},
    {Command::expansion_forward, "expansion_forward", {Qt::CTRL | Qt::Key_Right}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Next &expansion"),
     QT_TRANSLATE_NOOP("Commands", "Forward to the end of the next expansion"),
     {off, result, result, off, off, off, off, off}},
    {Command::expansion_back, "expansion_back", {Qt::CTRL | Qt::Key_Left}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Previous e&xpansion"),
     QT_TRANSLATE_NOOP("Commands", "Back one whole expansion"),
     {off, result, result, off, off, off, off, off}},
    {Command::layer_forward, "layer_forward", {Qt::Key_PageDown}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Next &layer"),
     QT_TRANSLATE_NOOP("Commands", "Forward to where the next layer begins"),
     {off, result, result, off, off, off, off, off}},
    {Command::layer_back, "layer_back", {Qt::Key_PageUp}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Previous l&ayer"),
     QT_TRANSLATE_NOOP("Commands", "Back to where this layer began"),
     {off, result, result, off, off, off, off, off}},
    {Command::to_start, "to_start", {Qt::Key_Home}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&To start"),
     nullptr,
     {off, result, result, off, off, off, off, off}},
    {Command::to_end, "to_end", {Qt::Key_End}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "To e&nd"),
     nullptr,
     {off, result, result, off, off, off, off, off}},
    // "+" is Shift+= on many keyboards: both work.
    {Command::faster, "faster", {Qt::Key_Plus, Qt::Key_Equal}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Faste&r"),
     nullptr,
     {on, on, on, on, on, on, on, off}},
    {Command::slower, "slower", {Qt::Key_Minus}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Slo&wer"),
     nullptr,
     {on, on, on, on, on, on, on, off}},
    {Command::timeline, "timeline", {}, QKeySequence::UnknownKey,
     nullptr,
     nullptr,
     {off, result, result, off, off, off, off, off}, Also::nothing, Control::widget},
    {Command::bookmark, "bookmark", {Qt::Key_B}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "Toggle &Bookmark"),
     QT_TRANSLATE_NOOP("Commands", "Mark this point of the search, or take its mark away"),
     {off, result, result, off, off, off, off, off}},
    {Command::next_bookmark, "next_bookmark", {Qt::ALT | Qt::Key_PageDown}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Next Bookmark"),
     QT_TRANSLATE_NOOP("Commands", "To the next marked point"),
     {off, result, result, off, off, off, off, off}},
    {Command::previous_bookmark, "previous_bookmark", {Qt::ALT | Qt::Key_PageUp}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Previous Bookmark"),
     QT_TRANSLATE_NOOP("Commands", "To the previous marked point"),
     {off, result, result, off, off, off, off, off}},
    {Command::bookmark_note, "bookmark_note", {Qt::CTRL | Qt::SHIFT | Qt::Key_B}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "N&ote and Question on This Bookmark…"),
     QT_TRANSLATE_NOOP("Commands", "What to say here, and a question the student explains in words, in English and Chinese: a lesson keeps them"),
     {off, result, result, off, off, off, off, off}},
    {Command::clear_bookmarks, "clear_bookmarks", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Clear Bookmarks"),
     QT_TRANSLATE_NOOP("Commands", "Take every bookmark away"),
     {on, on, on, on, on, on, on, on}},
    {Command::stop_at_target, "stop_at_target", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "When the &Target Is First Reached"),
     QT_TRANSLATE_NOOP("Commands", "Playback stops where the search first reaches what it looks for"),
     {on, on, on, on, on, on, on, on}, Also::nothing, Control::checkable},
    {Command::clear_stops, "clear_stops", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Clear Stops"),
     QT_TRANSLATE_NOOP("Commands", "No more stops but the end"),
     {on, on, on, on, on, on, on, on}},
    // The board's menu on a cell (a stop where it first enters the frontier): the search's
    // board only, not a game's, an editor's or an exercise's.
    {Command::cell_stop, "cell_stop", {}, QKeySequence::UnknownKey,
     nullptr,
     nullptr,
     {off, off, problem, off, off, off, off, off}, Also::nothing, Control::widget},
    // Help
    {Command::keys, "keys", {Qt::Key_Question}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Keyboard Shortcuts"),
     QT_TRANSLATE_NOOP("Commands", "Every key of the window, by menu"),
     {on, on, on, on, on, on, on, on}},
    {Command::tour, "tour", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&Tour"),
     QT_TRANSLATE_NOOP("Commands", "Three steps from a judge file to a search stepped through"),
     {on, on, on, on, on, on, on, on}},
    {Command::about, "about", {}, QKeySequence::UnknownKey,
     QT_TRANSLATE_NOOP("Commands", "&About Frontier"),
     nullptr,
     {on, on, on, on, on, on, on, on}},
};

static_assert(std::size(kTable) == kCommands, "one row per command");
constexpr bool in_command_order() {
  for (std::size_t i = 0; i < std::size(kTable); ++i) {
    if (kTable[i].command != static_cast<Command>(i)) return false;
  }
  return true;
}
static_assert(in_command_order(), "the rows in Command's order, so that row() finds one by its index");

bool holds(Also also, const WindowFacts& facts) {
  const bool on_slide = facts.lesson && facts.slide >= 0;
  switch (also) {
    case Also::nothing: return true;
    case Also::undo: return facts.can_undo;
    case Also::redo: return facts.can_redo;
    case Also::presenting: return facts.presenting;
    case Also::lesson: return facts.lesson;
    case Also::lesson_or_query: return facts.lesson || facts.has_query;
    case Also::on_slide: return on_slide;
    case Also::slide_before: return on_slide && facts.slide > 0;
    case Also::slide_after: return on_slide && facts.slide + 1 < facts.slides;
  }
  return false;
}

QString translated(const char* text) { return text != nullptr ? QCoreApplication::translate("Commands", text) : QString(); }

// Why a command is off in a mode that has it off: what the window is doing, and how to
// leave it.
const char* mode_reason(WindowMode mode) {
  switch (mode) {
    case WindowMode::empty: return QT_TRANSLATE_NOOP("Commands", "nothing is open: open a judge file or a lesson first");
    case WindowMode::loading: return QT_TRANSLATE_NOOP("Commands", "a file is being read");
    case WindowMode::viewing: return QT_TRANSLATE_NOOP("Commands", "not while viewing a search");
    case WindowMode::searching: return QT_TRANSLATE_NOOP("Commands", "a search is running: wait for it, or Esc cancels it");
    case WindowMode::editing: return QT_TRANSLATE_NOOP("Commands", "the board is being edited: Esc leaves Edit Mode first");
    case WindowMode::playing: return QT_TRANSLATE_NOOP("Commands", "the puzzle is being played: Esc leaves Play Mode first");
    case WindowMode::exercising: return QT_TRANSLATE_NOOP("Commands", "an exercise is under way: Esc leaves it first");
    case WindowMode::comparing: return QT_TRANSLATE_NOOP("Commands", "a comparison is shown: Esc closes it first");
  }
  return "";
}

const char* availability_reason(Availability availability) {
  switch (availability) {
    case Availability::with_problem: return QT_TRANSLATE_NOOP("Commands", "no case is shown");
    case Availability::with_query: return QT_TRANSLATE_NOOP("Commands", "the case shown has no query: a slide shows the search of one");
    case Availability::with_result: return QT_TRANSLATE_NOOP("Commands", "no search has run yet: Run (F9) first");
    case Availability::off: case Availability::on: case Availability::own: break;
  }
  return "";
}

const char* also_reason(Also also, const WindowFacts& facts) {
  const bool on_slide = facts.lesson && facts.slide >= 0;
  switch (also) {
    case Also::undo: return QT_TRANSLATE_NOOP("Commands", "nothing to undo");
    case Also::redo: return QT_TRANSLATE_NOOP("Commands", "nothing to redo");
    case Also::presenting: return QT_TRANSLATE_NOOP("Commands", "only in presentation mode (F5)");
    case Also::lesson: return QT_TRANSLATE_NOOP("Commands", "no lesson is open");
    case Also::lesson_or_query: return QT_TRANSLATE_NOOP("Commands", "no lesson is open, and the view shows no query to make one of");
    case Also::on_slide: break;
    case Also::slide_before:
      if (on_slide) return QT_TRANSLATE_NOOP("Commands", "this is the lesson's first slide");
      break;
    case Also::slide_after:
      if (on_slide) return QT_TRANSLATE_NOOP("Commands", "this is the lesson's last slide");
      break;
    case Also::nothing: return "";
  }
  return facts.lesson ? QT_TRANSLATE_NOOP("Commands", "the lesson has no slide yet: Add the View as a Slide (Ctrl+M) makes one")
                      : QT_TRANSLATE_NOOP("Commands", "no slide is shown: open a lesson, or Add the View as a Slide (Ctrl+M)");
}

}  // namespace

std::span<const CommandRow> command_table() { return kTable; }

const CommandRow& row(Command command) { return kTable[static_cast<std::size_t>(command)]; }

const CommandRow* find_row(std::string_view name) {
  const auto* found = std::find_if(std::begin(kTable), std::end(kTable), [&](const CommandRow& r) { return r.name == name; });
  return found == std::end(kTable) ? nullptr : found;
}

Availability availability(WindowMode mode, std::string_view name) {
  const CommandRow* found = find_row(name);
  return found == nullptr ? Availability::off : found->in[static_cast<std::size_t>(mode)];
}

namespace {
bool meets(Availability availability, const WindowFacts& facts) {
  switch (availability) {
    case Availability::off: return false;
    case Availability::on: return true;
    case Availability::with_problem: return facts.has_problem;
    case Availability::with_query: return facts.has_query;
    case Availability::with_result: return facts.has_result;
    case Availability::own: return true;
  }
  return false;
}

// An action's words as a sentence names it: without its mnemonic ("&Rename", Chinese's
// "重命名(&R)") and its trailing dots.
QString plain_words(const QAction& action) {
  static const QRegularExpression kMnemonic(QStringLiteral("\\(&[^)]\\)|&(?=.)"));
  QString words = action.text().remove(kMnemonic);
  if (words.endsWith(u'…')) words.chop(1);
  return words;
}
}  // namespace

bool enabled(const CommandRow& row, WindowMode mode, const WindowFacts& facts) {
  return meets(row.in[static_cast<std::size_t>(mode)], facts) && holds(row.also, facts);
}

QString why_off(const CommandRow& row, WindowMode mode, const WindowFacts& facts) {
  const Availability in_mode = row.in[static_cast<std::size_t>(mode)];
  if (in_mode == Availability::off) return translated(mode_reason(mode));
  if (!meets(in_mode, facts)) return translated(availability_reason(in_mode));
  if (!holds(row.also, facts)) return translated(also_reason(row.also, facts));
  return {};
}

bool explains_when_off(Command command) {
  return static_cast<int>(command) >= static_cast<int>(Command::open_lesson) &&
         static_cast<int>(command) <= static_cast<int>(Command::previous_slide);
}

QList<QKeySequence> Commands::keys_of(const CommandRow& row) {
  QList<QKeySequence> keys;
  for (const QKeyCombination key : row.keys) {
    if (key.key() != Qt::Key_unknown) keys << QKeySequence(key);
  }
  if (row.standard != QKeySequence::UnknownKey) {
    for (const QKeySequence& key : QKeySequence::keyBindings(row.standard)) {
      if (!keys.contains(key)) keys << key;
    }
  }
  return keys;
}

void Commands::set_words(QAction& action, const QString& text, const QString& tip) {
  action.setText(text);
  QString tooltip = tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip;
  if (!action.shortcut().isEmpty()) tooltip += QStringLiteral(" (%1)").arg(action.shortcut().toString(QKeySequence::NativeText));
  action.setToolTip(tooltip);
  action.setStatusTip(tooltip);
}

Commands::Commands(QWidget& window) : QObject(&window) {
  for (const CommandRow& row : kTable) {
    if (row.control == Control::widget) continue;
    auto* action = new QAction(&window);
    action->setObjectName(QString::fromLatin1(row.name.data(), static_cast<qsizetype>(row.name.size())));
    action->setShortcuts(keys_of(row));
    action->setCheckable(row.control == Control::checkable);
    window.addAction(action);  // its keys work even when its menu or toolbar is hidden
    actions_[static_cast<std::size_t>(row.command)] = action;
  }
  window.installEventFilter(this);  // the keys of greyed actions, left to the window
}

QAction* Commands::find(std::string_view name) const {
  const CommandRow* found = find_row(name);
  return found == nullptr ? nullptr : (*this)[found->command];
}

void Commands::retranslate() {
  for (const CommandRow& row : kTable) show_words(row);
}

void Commands::show_words(const CommandRow& row) {
  QAction* action = (*this)[row.command];
  if (action == nullptr) return;
  set_words(*action, translated(row.text), translated(row.tip));
  const QString& why = why_off_[static_cast<std::size_t>(row.command)];
  if (why.isEmpty()) return;
  const QString off = tr("%1 — not now: %2").arg(action->toolTip(), why);
  action->setToolTip(off);
  action->setStatusTip(off);
}

void Commands::update(WindowMode mode, const WindowFacts& facts) {
  for (const CommandRow& row : kTable) {
    QAction* action = (*this)[row.command];
    if (action != nullptr && row.in[static_cast<std::size_t>(mode)] != Availability::own) {
      action->setEnabled(enabled(row, mode, facts));
    }
    if (action == nullptr || !explains_when_off(row.command)) continue;
    // Worded again only when the reason changes: this runs at every step of playback.
    QString why = action->isEnabled() ? QString() : gui::why_off(row, mode, facts);
    QString& shown = why_off_[static_cast<std::size_t>(row.command)];
    if (why == shown) continue;
    shown = std::move(why);
    show_words(row);
  }
}

QString Commands::why_off(const QAction* action) const {
  for (std::size_t i = 0; i < kCommands; ++i) {
    if (actions_[i] == action && action != nullptr && !action->isEnabled()) return why_off_[i];
  }
  return {};
}

QString Commands::refusal(const QAction* action) const {
  const QString why = why_off(action);
  return why.isEmpty() ? QString() : tr("%1: not now: %2").arg(plain_words(*action), why);
}

void Commands::explain_refusals(QWidget& widget) {
  widget.installEventFilter(this);
  if (auto* menu = qobject_cast<QMenu*>(&widget)) menu->setToolTipsVisible(true);  // a greyed entry's reason on hover
}

bool Commands::eventFilter(QObject* watched, QEvent* event) {
  // A greyed entry of a menu, or a greyed button, clicked: Qt does nothing, the window says why.
  if (event->type() == QEvent::MouseButtonRelease) {
    const QAction* tried = nullptr;
    if (auto* menu = qobject_cast<QMenu*>(watched)) {
      tried = menu->actionAt(static_cast<QMouseEvent*>(event)->position().toPoint());
    } else if (auto* button = qobject_cast<QToolButton*>(watched)) {
      tried = button->defaultAction();
    }
    if (const QString words = refusal(tried); !words.isEmpty()) emit refused(words);
    return false;
  }
  // A greyed action's key: Qt gives it to the widget with the keyboard, which leaves it to
  // the window (the window watches itself for these).
  if (event->type() == QEvent::KeyPress && watched == parent()) {
    const auto* key = static_cast<QKeyEvent*>(event);
    const QKeySequence pressed(key->keyCombination());
    for (const CommandRow& row : kTable) {
      const QAction* action = (*this)[row.command];
      if (action == nullptr || !explains_when_off(row.command) || !action->shortcuts().contains(pressed)) continue;
      if (const QString words = refusal(action); !words.isEmpty()) {
        emit refused(words);
        return true;
      }
    }
  }
  return false;
}

}  // namespace frontier::gui

#include "lesson/slide_sorter.hpp"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/accessible_name.hpp"
#include "app/language.hpp"
#include "lesson/deck.hpp"
#include "model/puzzle.hpp"
#include "model/recognition.hpp"

namespace frontier::gui {

namespace {

constexpr int kTitleRole = Qt::UserRole;

// F2 edits the slide's title alone (the row shows its number and puzzle too), and the
// title typed is a change of the deck, not of the row.
class TitleDelegate : public QStyledItemDelegate {
 public:
  TitleDelegate(Deck& deck, QObject* parent) : QStyledItemDelegate(parent), deck_(deck) {}
  void setEditorData(QWidget* editor, const QModelIndex& index) const override {
    if (auto* line = qobject_cast<QLineEdit*>(editor)) {
      line->setMaxLength(kMaxTitleLength);  // as long as a lesson file may hold
      line->setText(index.data(kTitleRole).toString());
    }
  }
  void setModelData(QWidget* editor, QAbstractItemModel*, const QModelIndex& index) const override {
    if (auto* line = qobject_cast<QLineEdit*>(editor)) {
      // Once the editor is closed: the renamed deck lists its slides anew, which would take
      // the editor away while the view still closes it.
      QMetaObject::invokeMethod(
          &deck_, [&deck = deck_, row = index.row(), title = line->text().trimmed(), chinese = language::current() == language::kChinese] {
            deck.rename(row, title, chinese);
          }, Qt::QueuedConnection);
    }
  }

 private:
  Deck& deck_;
};

}  // namespace

SlideSorter::SlideSorter(Deck& deck, QWidget* parent)
    : QWidget(parent), deck_(deck), title_(new QLabel(this)), list_(new QListWidget(this)) {
  setObjectName(QStringLiteral("slide_sorter"));
  title_->setObjectName(QStringLiteral("lesson_title"));
  title_->setWordWrap(true);
  title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont bold = title_->font();
  bold.setBold(true);
  title_->setFont(bold);
  list_->setObjectName(QStringLiteral("slides"));
  name_for_screen_readers(*list_, QT_TRANSLATE_NOOP("AccessibleNames", "Slides"));
  // F2 is the Rename action's, which edits the title in place when it is on: the list's
  // own trigger would edit it even when the action is greyed.
  list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  list_->installEventFilter(this);
  // Seen to have the keys: Fusion draws an item's focus frame only after a key moved the
  // focus, so a list given the keys by a click or by F2 showed nothing of it.
  list_->setStyleSheet(QStringLiteral("QListWidget#slides:focus { border: 2px solid palette(highlight); }"));
  list_->setWordWrap(true);
  // Wrapped rows with a scroll bar shown only when needed can flip it on and off for
  // ever (each wraps the rows anew at the other width): it is always there instead.
  list_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
  list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(title_);
  layout->addWidget(list_, 1);
  connect(&deck_, &Deck::title_changed, this, &SlideSorter::show_title);
  connect(&deck_, &Deck::slides_changed, this, &SlideSorter::rebuild);
  connect(&deck_, &Deck::current_changed, this, &SlideSorter::select_current);
  connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { emit chosen(list_->row(item)); });
  // The highlight is the slide on show: moving it (the arrow keys, Home, End, a click)
  // shows that slide, or the title would name one slide and the list another.
  connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row < 0 || row == deck_.current()) return;
    const bool had_keys = list_->hasFocus();
    emit chosen(row);
    if (had_keys) list_->setFocus(Qt::OtherFocusReason);  // the next arrow key moves on in the list
    // Refused (the file's changes kept, say): the highlight goes back to the slide on show.
    if (deck_.current() != row) QMetaObject::invokeMethod(this, &SlideSorter::select_current, Qt::QueuedConnection);
  });
  list_->setItemDelegate(new TitleDelegate(deck_, list_));
  show_title();
  rebuild();
}

QString SlideSorter::lesson_title() const { return title_->text(); }

void SlideSorter::show_title() {
  const QString title = deck_.lesson().title.in(language::current() == language::kChinese);
  title_->setText(title.isEmpty() ? tr("Untitled lesson (Lesson ▸ Lesson Title names it)") : title);
}

bool SlideSorter::eventFilter(QObject* watched, QEvent* event) {
  if (watched != list_ || event->type() != QEvent::KeyPress) return QWidget::eventFilter(watched, event);
  const auto* key = static_cast<QKeyEvent*>(event);
  if (key->modifiers() != Qt::NoModifier) return false;
  QAction* action = key->key() == Qt::Key_F2 ? rename_ : key->key() == Qt::Key_Delete ? remove_ : nullptr;
  if (action == nullptr) return false;
  if (action->isEnabled()) {
    action->trigger();
  } else {
    emit refused(action);
  }
  return true;  // the key is the action's, on or off
}

void SlideSorter::set_actions(const QList<QAction*>& actions, QAction* rename, QAction* remove) {
  rename_ = rename;
  remove_ = remove;
  // Four buttons a row: the panel fits beside the cases on a 1280-pixel screen.
  constexpr int kColumns = 4;
  auto* grid_holder = new QWidget(this);
  auto* grid = new QGridLayout(grid_holder);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setSpacing(2);
  for (int i = 0; i < actions.size(); ++i) {
    auto* button = new QToolButton(grid_holder);
    button->setDefaultAction(actions[i]);  // its short words are the action's icon text
    button->setObjectName(actions[i]->objectName() + QStringLiteral("_button"));
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    grid->addWidget(button, i / kColumns, i % kColumns);
    buttons_ << button;
  }
  static_cast<QVBoxLayout*>(layout())->addWidget(grid_holder);
}

QString SlideSorter::row_text(int index) const {
  const Slide& slide = deck_.slide(index);
  QString title = slide.title.in(language::current() == language::kChinese);
  if (title.isEmpty()) title = tr("(untitled)");
  const PuzzleAdapter* puzzle = find_puzzle(slide.puzzle);
  QString text = tr("%1  %2").arg(index + 1).arg(title);
  if (puzzle != nullptr) text = tr("%1 — %2").arg(text, puzzle->title());
  if (slide.algorithms.size() > 1) text = tr("%1 (compares %n searches)", nullptr, static_cast<int>(slide.algorithms.size())).arg(text);
  return text;
}

void SlideSorter::rebuild() {
  // The rows are rewritten in place, not made anew: a rename arrives while the view is
  // still closing the title's editor, which would otherwise be of rows no longer there.
  const QSignalBlocker block(list_);  // building the rows moves no slide
  while (list_->count() > deck_.size()) delete list_->takeItem(list_->count() - 1);
  for (int i = 0; i < deck_.size(); ++i) {
    QListWidgetItem* item = i < list_->count() ? list_->item(i) : new QListWidgetItem(list_);
    item->setText(row_text(i));
    item->setData(kTitleRole, deck_.slide(i).title.in(language::current() == language::kChinese));
    item->setFlags(item->flags() | Qt::ItemIsEditable);
  }
  select_current();
}

void SlideSorter::select_current() {
  const QSignalBlocker block(list_);
  list_->setCurrentRow(deck_.current());
}

void SlideSorter::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    show_title();
    rebuild();
  }
  QWidget::changeEvent(event);
}

}  // namespace frontier::gui

#include "lesson/slide_sorter.hpp"

#include <QEvent>
#include <QGridLayout>
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
      deck_.rename(index.row(), line->text().trimmed(), language::current() == language::kChinese);
    }
  }

 private:
  Deck& deck_;
};

}  // namespace

SlideSorter::SlideSorter(Deck& deck, QWidget* parent) : QWidget(parent), deck_(deck), list_(new QListWidget(this)) {
  setObjectName(QStringLiteral("slide_sorter"));
  list_->setObjectName(QStringLiteral("slides"));
  name_for_screen_readers(*list_, QT_TRANSLATE_NOOP("AccessibleNames", "Slides"));
  list_->setEditTriggers(QAbstractItemView::EditKeyPressed);  // F2: the title is edited in place
  list_->setWordWrap(true);
  // Wrapped rows with a scroll bar shown only when needed can flip it on and off for
  // ever (each wraps the rows anew at the other width): it is always there instead.
  list_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
  list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(list_, 1);
  connect(&deck_, &Deck::slides_changed, this, &SlideSorter::rebuild);
  connect(&deck_, &Deck::current_changed, this, &SlideSorter::select_current);
  connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { emit chosen(list_->row(item)); });
  list_->setItemDelegate(new TitleDelegate(deck_, list_));
  rebuild();
}

void SlideSorter::set_actions(const QList<QAction*>& actions) {
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
  list_->clear();
  for (int i = 0; i < deck_.size(); ++i) {
    auto* item = new QListWidgetItem(row_text(i), list_);
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
  if (event->type() == QEvent::LanguageChange) rebuild();
  QWidget::changeEvent(event);
}

}  // namespace frontier::gui

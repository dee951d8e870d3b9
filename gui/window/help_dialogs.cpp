#include "window/help_dialogs.hpp"

#include <algorithm>
#include <vector>

#include <QAction>
#include <QSettings>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include "puzzles/adapters.hpp"
#include "widgets/accessible_name.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

namespace {

// "&Open…" as a person reads it: "Open…".
QString plain(QString text) {
  text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
  return text.replace(QStringLiteral("&&"), QStringLiteral("&"));
}

QString keys_of(const QAction& action) {
  QStringList keys;
  for (const QKeySequence& key : action.shortcuts()) keys << key.toString(QKeySequence::NativeText);
  return keys.join(KeysDialog::tr(" or "));
}

// The rows of `menu` and its submenus: (where, what, keys).
void collect(const QMenu& menu, const QString& where, QList<QStringList>& rows) {
  for (QAction* action : menu.actions()) {
    if (action->menu() != nullptr) {
      collect(*action->menu(), where + QStringLiteral(" ▸ ") + plain(action->menu()->title()), rows);
    } else if (!action->isSeparator() && !action->shortcuts().isEmpty()) {
      rows.append({where, plain(action->text()), keys_of(*action)});
    }
  }
}

}  // namespace

KeysDialog::KeysDialog(QMenuBar* menus, QWidget* parent) : QDialog(parent), menus_(menus), table_(new QTableWidget(this)) {
  setObjectName(QStringLiteral("keys_dialog"));
  name_for_screen_readers(*table_, QT_TRANSLATE_NOOP("AccessibleNames", "Keys"));
  auto* layout = new QVBoxLayout(this);
  table_->setColumnCount(3);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  layout->addWidget(table_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  layout->addWidget(buttons);
  resize(560, 520);
}

void KeysDialog::rebuild() {
  setWindowTitle(tr("Keyboard Shortcuts"));
  table_->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
  QList<QStringList> rows;
  for (QAction* entry : menus_->actions()) {
    if (entry->menu() != nullptr) collect(*entry->menu(), plain(entry->menu()->title()), rows);
  }
  // The board's own keys, which no menu lists: with them and the menus' keys every mode is
  // worked from the keyboard alone.
  const QString board = tr("On the board");
  rows.append({board, tr("Go between the board and the panels (a frame shows the keys are the board's)"),
               tr("Tab or Shift+Tab")});
  rows.append({board, tr("Move the cursor where cells are picked: playing Lianliankan, Mahjong or Solitaire, "
                         "an exercise, an ask question on the board"),
               tr("Arrows")});
  rows.append({board, tr("Pick the cell under the cursor, as a click does"), tr("Space")});
  rows.append({board, tr("Put a Lianliankan tile under the editor's cursor"), tr("0 to 9")});
  table_->setRowCount(static_cast<int>(rows.size()));
  for (int r = 0; r < rows.size(); ++r) {
    for (int c = 0; c < 3; ++c) table_->setItem(r, c, new QTableWidgetItem(rows[r][c]));
  }
  table_->resizeColumnsToContents();
}

TourDialog::TourDialog(const MainWindow& window)
    : QDialog(const_cast<MainWindow*>(&window)),
      window_(window),
      heading_(new QLabel(this)),
      body_(new QLabel(this)),
      back_(new QPushButton(this)),
      next_(new QPushButton(this)) {
  setObjectName(QStringLiteral("tour_dialog"));
  auto* layout = new QVBoxLayout(this);
  QFont large = heading_->font();
  large.setBold(true);
  large.setPointSizeF(large.pointSizeF() * 1.4);
  heading_->setFont(large);
  body_->setWordWrap(true);
  body_->setTextFormat(Qt::RichText);
  body_->setMinimumWidth(460);
  layout->addWidget(heading_);
  layout->addWidget(body_, 1);
  auto* buttons = new QDialogButtonBox(this);
  buttons->addButton(back_, QDialogButtonBox::ActionRole);
  buttons->addButton(next_, QDialogButtonBox::ActionRole);
  QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
  close->setObjectName(QStringLiteral("tour_close"));
  back_->setObjectName(QStringLiteral("tour_back"));
  next_->setObjectName(QStringLiteral("tour_next"));
  connect(back_, &QPushButton::clicked, this, [this] { show_page(page_ - 1); });
  connect(next_, &QPushButton::clicked, this, [this] { show_page(page_ + 1); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  layout->addWidget(buttons);
  show_page(0);
}

void TourDialog::show_page(int page) {
  page_ = std::clamp(page, 0, kPages - 1);
  const auto key = [this](const char* name) {
    const QAction* action = window_.action(QString::fromLatin1(name));
    return QStringLiteral("<b>%1</b>").arg(action == nullptr ? QString() : keys_of(*action).toHtmlEscaped());
  };
  setWindowTitle(tr("Tour of Frontier (%1 of %2)").arg(page_ + 1).arg(kPages));
  // Each page: its heading, and its text with the keys of the actions it names (%1, %2, …).
  struct Page {
    const char* heading;
    const char* body;
    std::vector<const char*> keys;
  };
  static const Page kTour[kPages] = {
      {QT_TR_NOOP("1. Open a judge file"),
       QT_TR_NOOP("<p>Choose <b>File ▸ Open</b> (%1) and pick a judge input file, or one of "
                  "<b>File ▸ Examples</b>. Frontier tells the four puzzles apart by themselves; a file "
                  "it cannot read is refused with its line and column, and what was open stays.</p>"
                  "<p>The board is drawn in the middle; <b>Cases and queries</b> on the left lists "
                  "what the file asks.</p>"),
       {"open"}},
      {QT_TR_NOOP("2. Run a search"),
       QT_TR_NOOP("<p>Click a query on the left, choose the algorithm in the toolbar, and press "
                  "<b>Run</b> (%1). The search runs in the background; <b>Cancel</b> (%2) stops it.</p>"
                  "<p>Its pseudo-code is on the right, with the counters; the judge's answer appears "
                  "once the search has been followed to its end.</p>"),
       {"run", "cancel"}},
      {QT_TR_NOOP("3. Step through it"),
       QT_TR_NOOP("<p>%1 and %2 move one pseudo-code line, %3 one whole expansion, %4 to the next "
                  "layer of the frontier; %5 plays and pauses, %6 jumps to the end. The timeline "
                  "below the board drags to any step.</p>"
                  "<p>Every key is listed under <b>Help ▸ Keyboard Shortcuts</b> (%7); this tour "
                  "is under <b>Help ▸ Tour</b>.</p>"),
       {"step_forward", "step_back", "expansion_forward", "layer_forward", "play", "to_end", "keys"}},
  };
  const Page& shown = kTour[page_];
  heading_->setText(tr(shown.heading));
  QString body = tr(shown.body);
  for (const char* name : shown.keys) body = body.arg(key(name));
  body_->setText(body);
  back_->setText(tr("&Back"));
  next_->setText(tr("&Next"));
  back_->setEnabled(page_ > 0);
  next_->setEnabled(page_ < kPages - 1);
  fit_text();
}

void TourDialog::fit_text() {
  // A window keeps the size it was shown at: sized for page 1's text, it cut page 3's (or
  // a language's longer one) off mid-sentence. It grows to the page's text at the width
  // it has, never shrinks under the reader's hand, and a window not shown yet sizes itself.
  if (!isVisible()) return;
  layout()->activate();
  const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : layout()->totalSizeHint().height();
  if (height() < needed) resize(width(), needed);
}

QString TourDialog::text() const { return heading_->text() + QLatin1Char('\n') + body_->text(); }

Help::Help(MainWindow& window) : QObject(&window), window_(window) {
  connect(window_.action(Command::keys), &QAction::triggered, this, &Help::show_keys);
  connect(window_.action(Command::tour), &QAction::triggered, this, &Help::show_tour);
  connect(window_.action(Command::about), &QAction::triggered, this, [this] {
    // The puzzles as the GUI's list names them, so a new one is named without an edit here.
    QStringList titles;
    for (const PuzzleAdapter* puzzle : built_in_puzzles()) titles << puzzle->title().toHtmlEscaped();
    QMessageBox::about(&window_, tr("About Frontier"),
                       tr("<h3>Frontier %1</h3><p>Watch search algorithms work on judge puzzles: %2.</p><p>Every "
                          "answer shown is the one the judge solver computes.</p>")
                           .arg(QStringLiteral(FRONTIER_VERSION), titles.join(QStringLiteral("; "))));
  });
}

void Help::show_keys() {
  if (keys_ == nullptr) keys_ = new KeysDialog(window_.menuBar(), &window_);
  keys_->rebuild();
  keys_->show();
  keys_->raise();
}

void Help::show_tour() {
  if (tour_ == nullptr) tour_ = new TourDialog(window_);
  tour_->show_page(0);
  tour_->show();
  tour_->raise();
}

void Help::offer_tour() {
  QSettings settings;
  if (settings.value(QStringLiteral("tour_seen"), false).toBool()) return;
  settings.setValue(QStringLiteral("tour_seen"), true);
  show_tour();
}

void Help::retranslate() {
  if (keys_ != nullptr) keys_->rebuild();
  if (tour_ != nullptr) tour_->show_page(tour_->page());
}

}  // namespace frontier::gui

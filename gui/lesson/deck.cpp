#include "lesson/deck.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUndoCommand>
#include <algorithm>

#include "document/whole_file.hpp"

namespace frontier::gui {

// Every change of the deck is the lesson before and after it (its title and slides): a
// slide's judge file is shared and its texts are implicitly shared, so the copies are the
// list, not the files.
class DeckChange : public QUndoCommand {
 public:
  DeckChange(Deck& deck, Lesson after, int current_after, const QString& words)
      : QUndoCommand(words),
        deck_(deck),
        before_(deck.lesson_),
        current_before_(deck.current_),
        after_(std::move(after)),
        current_after_(current_after) {}
  void redo() override { deck_.restore(after_, current_after_); }
  void undo() override { deck_.restore(before_, current_before_); }

 private:
  Deck& deck_;
  Lesson before_;
  int current_before_;
  Lesson after_;
  int current_after_;
};

Deck::Deck(QObject* parent) : QObject(parent) {
  connect(&undo_stack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modified_changed(!clean); });
}

Deck::~Deck() {
  // The stack clears itself as it goes and says so: not to a deck half taken down.
  QObject::disconnect(&undo_stack_, nullptr, this, nullptr);
}

void Deck::set_current(int index) {
  if (index < -1 || index >= size()) return;
  current_ = index;
  emit current_changed(current_);
}

void Deck::start(Lesson lesson, const QString& path, int current) {
  undo_stack_.clear();
  authored_ = false;
  lesson_ = std::move(lesson);
  path_ = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
  current_ = lesson_.slides.empty() ? -1 : std::clamp(current, 0, size() - 1);
  const bool was_open = open_;
  open_ = true;
  emit title_changed();
  emit slides_changed();
  emit current_changed(current_);
  emit modified_changed(false);
  if (!was_open) emit opened_changed(true);
}

void Deck::close() {
  if (!open_) return;
  undo_stack_.clear();
  authored_ = false;
  lesson_ = Lesson{};
  path_.clear();
  current_ = -1;
  open_ = false;
  emit title_changed();
  emit slides_changed();
  emit current_changed(current_);
  emit modified_changed(false);
  emit opened_changed(false);
}

Lesson Deck::as_saved_to(const QString& path) const {
  Lesson written = lesson_;
  // A slide's judge file named beside the lesson stays named, from wherever the lesson is
  // saved: its path is made again relative to the lesson's new folder.
  const QDir folder = QFileInfo(path).absoluteDir();
  for (Slide& slide : written.slides) {
    if (!slide.file.isEmpty() && !slide.judge_path.isEmpty()) {
      slide.file = path.isEmpty() ? slide.judge_path : folder.relativeFilePath(slide.judge_path);
    }
  }
  return written;
}

QString Deck::save(const QString& path) {
  if (QString why = save_whole(path, write_lesson(as_saved_to(path))); !why.isEmpty()) return why;
  path_ = QFileInfo(path).absoluteFilePath();
  undo_stack_.setClean();
  return {};
}

void Deck::change(std::vector<Slide> slides, int current, const QString& words) {
  if (!open_) start(Lesson{}, QString(), -1);  // the first slide starts a new lesson
  authored_ = true;
  Lesson after{lesson_.title, std::move(slides)};
  undo_stack_.push(new DeckChange(*this, std::move(after), current, words));
}

void Deck::restore(const Lesson& lesson, int current) {
  const bool retitled = lesson.title != lesson_.title;
  lesson_ = lesson;
  current_ = std::clamp(current, lesson_.slides.empty() ? -1 : 0, size() - 1);
  if (retitled) emit title_changed();
  emit slides_changed();
  emit current_changed(current_);
}

void Deck::set_title(const Bilingual& title) {
  if (!open_ || title == lesson_.title) return;
  Lesson after{title, lesson_.slides};
  authored_ = true;
  undo_stack_.push(new DeckChange(*this, std::move(after), current_, QCoreApplication::translate("Deck", "Lesson Title")));
}

bool Deck::authored() const { return open_ && (path_.isEmpty() || authored_); }

void Deck::insert(int at, Slide slide) {
  std::vector<Slide> slides = lesson_.slides;
  at = std::clamp(at, 0, size());
  slides.insert(slides.begin() + at, std::move(slide));
  change(std::move(slides), at, QCoreApplication::translate("Deck", "Add Slide"));
}

void Deck::duplicate(int index) {
  if (index < 0 || index >= size()) return;
  std::vector<Slide> slides = lesson_.slides;
  slides.insert(slides.begin() + index + 1, slides[static_cast<std::size_t>(index)]);
  change(std::move(slides), index + 1, QCoreApplication::translate("Deck", "Duplicate Slide"));
}

void Deck::remove(int index) {
  if (index < 0 || index >= size()) return;
  std::vector<Slide> slides = lesson_.slides;
  slides.erase(slides.begin() + index);
  change(std::move(slides), std::min(index, static_cast<int>(slides.size()) - 1),
         QCoreApplication::translate("Deck", "Delete Slide"));
}

void Deck::move(int from, int to) {
  if (from < 0 || from >= size() || to < 0 || to >= size() || from == to) return;
  std::vector<Slide> slides = lesson_.slides;
  Slide moved = std::move(slides[static_cast<std::size_t>(from)]);
  slides.erase(slides.begin() + from);
  slides.insert(slides.begin() + to, std::move(moved));
  change(std::move(slides), to, QCoreApplication::translate("Deck", "Move Slide"));
}

void Deck::rename(int index, const QString& title, bool chinese) {
  if (index < 0 || index >= size()) return;
  std::vector<Slide> slides = lesson_.slides;
  Bilingual& words = slides[static_cast<std::size_t>(index)].title;
  QString& changed = chinese ? words.chinese : words.english;
  if (changed == title) return;
  changed = title;
  change(std::move(slides), index, QCoreApplication::translate("Deck", "Rename Slide"));
}

void Deck::add_tally(int index, VoteTally tally) {
  if (index < 0 || index >= size()) return;
  std::vector<Slide> slides = lesson_.slides;
  slides[static_cast<std::size_t>(index)].tallies.push_back(std::move(tally));
  // The class's answer, not an edit of the teacher's: the lesson is no more authored for it.
  const bool authored = authored_;
  change(std::move(slides), index, QCoreApplication::translate("Deck", "Class Vote"));
  authored_ = authored;
}

void Deck::update(int index, Slide slide) {
  if (index < 0 || index >= size()) return;
  std::vector<Slide> slides = lesson_.slides;
  const Slide& old = slides[static_cast<std::size_t>(index)];
  if (slide.title.empty()) slide.title = old.title;
  // A bookmark the slide had keeps its note and its question when it is still there (the
  // window keeps only notes); the class's votes stay with the slide.
  for (SlideBookmark& mark : slide.bookmarks) {
    for (const SlideBookmark& before : old.bookmarks) {
      if (before.at == mark.at && mark.note.empty()) mark.note = before.note;
      if (before.at == mark.at && mark.explain.empty()) mark.explain = before.explain;
    }
  }
  if (slide.tallies.empty()) slide.tallies = old.tallies;
  if (slide.exercise && slide.attempts == 0) slide.attempts = old.attempts;
  slides[static_cast<std::size_t>(index)] = std::move(slide);
  change(std::move(slides), index, QCoreApplication::translate("Deck", "Update the Slide from the View"));
}

}  // namespace frontier::gui

#include "results/class_results.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <dirent.h>
#include <set>

#include "document/file_name.hpp"
#include "lesson/lesson.hpp"

namespace frontier::gui {

namespace {
class ClassWords {
  Q_DECLARE_TR_FUNCTIONS(ClassResults)
};

// The mode in the reader's words.
QString mode_words(const QString& mode) {
  if (mode == QStringLiteral("exercise")) return ClassWords::tr("exercise");
  if (mode == QStringLiteral("ask")) return ClassWords::tr("ask");
  return ClassWords::tr("play");
}

// A key that sorts a lesson's slides by number, then judge files by name, case and query.
QString key_of(const ResultActivity& activity) {
  const QChar gap(0x1f);
  const auto number = [](int n) { return QStringLiteral("%1").arg(n, 9, 10, QLatin1Char('0')); };
  if (!activity.lesson.isEmpty()) return u'1' + activity.lesson.toLower() + gap + number(activity.slide) + gap + activity.mode;
  const QString file = activity.file.isEmpty() ? QString::fromStdString(activity.puzzle) : activity.file;
  return u'2' + file.toLower() + gap + number(activity.case_number) + gap + number(activity.query_number) + gap + activity.mode;
}

// The place of `activity`, its titles made from the lesson's when it is the lesson given.
Place place_of(const ResultActivity& activity, const ClassLesson& lesson, bool several_lessons) {
  Place place{key_of(activity), {}, {}};
  if (!activity.lesson.isEmpty()) {
    const bool known = activity.lesson == lesson.file && activity.slide >= 1 && activity.slide <= lesson.slide_titles.size();
    const QString slide_title = known ? lesson.slide_titles[activity.slide - 1] : QString();
    place.title = slide_title.isEmpty() ? ClassWords::tr("Slide %1").arg(activity.slide) : ClassWords::tr("%1. %2").arg(activity.slide).arg(slide_title);
    if (several_lessons) place.title = ClassWords::tr("%1: %2").arg(QFileInfo(activity.lesson).completeBaseName(), place.title);
    place.whole = slide_title.isEmpty()
                      ? ClassWords::tr("%1, slide %2 (%3)").arg(activity.lesson).arg(activity.slide).arg(mode_words(activity.mode))
                      : ClassWords::tr("%1, slide %2: %3 (%4)").arg(activity.lesson).arg(activity.slide).arg(slide_title, mode_words(activity.mode));
  } else {
    const QString file = activity.file.isEmpty() ? QString::fromStdString(activity.puzzle) : activity.file;
    place.title = ClassWords::tr("%1 %2/%3").arg(file).arg(activity.case_number).arg(activity.query_number);
    place.whole = ClassWords::tr("%1, case %2 query %3 (%4)").arg(file).arg(activity.case_number).arg(activity.query_number).arg(mode_words(activity.mode));
  }
  return place;
}

// Two places of one slide (asked, then done as an exercise) are told apart by their mode.
void tell_titles_apart(std::vector<Place>& places, const std::map<QString, QString>& modes) {
  std::map<QString, int> seen;
  for (const Place& place : places) ++seen[place.title];
  for (Place& place : places) {
    if (seen[place.title] > 1) place.title = ClassWords::tr("%1 (%2)").arg(place.title, mode_words(modes.at(place.key)));
  }
}

// The board `activity` was done on is `board`'s.
bool same_board(const BoardMistakes& board, const ResultActivity& activity) {
  return board.instance == activity.instance && board.case_number == activity.case_number && board.query_number == activity.query_number &&
         board.rules == activity.rules;
}

void add_mistakes(PlaceMistakes& mistakes, const QString& student, const ResultActivity& activity, const Regrade& grade) {
  if (grade.board) {
    auto board = std::ranges::find_if(mistakes.boards, [&](const BoardMistakes& b) { return same_board(b, activity); });
    if (board == mistakes.boards.end()) {
      mistakes.boards.push_back({{}, grade.board, activity.algorithm, activity.instance, activity.case_number, activity.query_number, activity.rules, {}, 0});
      board = mistakes.boards.end() - 1;
    }
    if (!board->students.contains(student)) board->students << student;
    for (const Cell cell : grade.wrong_cells) ++board->cells[{cell.row, cell.col}];
    for (const auto& [kind, count] : grade.wrong_kinds) board->mistakes += count;
  }
  for (const auto& [line, count] : grade.wrong_lines) mistakes.lines[line] += count;
  for (const auto& [kind, count] : grade.wrong_kinds) mistakes.kinds[kind] += count;
  for (const auto& [cost, layer] : grade.wrong_layers) {
    Regrade::Layer& sum = mistakes.layers[cost];
    sum.words = layer.words;
    sum.mistakes += layer.mistakes;
  }
  for (const ResultExplanation& explained : activity.explanations) mistakes.explanations.push_back({student, explained.question, explained.answer});
}

void add_score(PlaceScore& score, const Regrade& grade) {
  ++score.activities;
  score.right += grade.right;
  score.tried += grade.tried;
  score.shown += grade.shown;
  score.moves += grade.moves;
  score.ms += grade.ms;
  // With several attempts, which one disagrees.
  for (const QString& edit : grade.edits) score.edits << (score.activities > 1 ? ClassWords::tr("attempt %1: %2").arg(score.activities).arg(edit) : edit);
  if (!grade.graded()) score.problem = grade.problem;
}

// A student's activities of every file naming them, each once: a file handed in twice (or
// exported again later) holds the same activity, begun at the same moment, again.
struct Gathered {
  QString student;
  QStringList files;
  std::vector<ResultActivity> activities;
  std::vector<std::set<qint64>> begun;  // per file: when each of its activities began
  // Whether two of its files share no activity: two students who gave one name, not one
  // student's file handed in again (which holds the earlier activities too).
  bool two_students() const {
    for (std::size_t a = 0; a < begun.size(); ++a) {
      for (std::size_t b = a + 1; b < begun.size(); ++b) {
        if (!begun[a].empty() && !begun[b].empty() &&
            std::ranges::none_of(begun[a], [&](qint64 t) { return begun[b].contains(t); })) {
          return true;
        }
      }
    }
    return false;
  }
};

void gather(Gathered& into, const ResultActivity& activity) {
  const auto same = std::ranges::find_if(into.activities, [&](const ResultActivity& a) {
    return a.started == activity.started && key_of(a) == key_of(activity);
  });
  if (same == into.activities.end()) {
    into.activities.push_back(activity);
  } else if (activity.steps.size() > same->steps.size()) {
    *same = activity;  // the later copy, further on
  }
}

}  // namespace

bool StudentRow::edited() const {
  return std::ranges::any_of(places, [](const auto& entry) { return entry.second.edited(); });
}

double StudentRow::points() const {
  double sum = 0;
  for (const auto& [key, score] : places) sum += score.points();
  return sum;
}

double StudentRow::points_possible() const {
  return kPlacePoints * static_cast<double>(std::ranges::count_if(places, [](const auto& entry) { return entry.second.scored(); }));
}

ClassLesson class_lesson(const QString& path, const Lesson& lesson, bool chinese) {
  ClassLesson named{QFileInfo(path).fileName(), {}};
  for (const Slide& slide : lesson.slides) named.slide_titles << slide.title.in(chinese);
  return named;
}

const Place* ClassResults::place(const QString& key) const {
  const auto found = std::ranges::find_if(places, [&](const Place& p) { return p.key == key; });
  return found == places.end() ? nullptr : &*found;
}

std::vector<const StudentRow*> ClassResults::not_on_roster() const {
  std::vector<const StudentRow*> rows;
  if (!roster) return rows;
  for (const StudentRow& row : students) {
    if (!row.account) rows.push_back(&row);
  }
  return rows;
}

std::vector<const RosterStudent*> ClassResults::without_results() const {
  std::vector<const RosterStudent*> missing;
  if (!roster) return missing;
  for (const RosterStudent& entry : roster->students) {
    const bool has = std::ranges::any_of(students, [&](const StudentRow& row) { return row.account && row.account->line == entry.line; });
    if (!has) missing.push_back(&entry);
  }
  return missing;
}

namespace {

// Every entry of `folder` named *.frontier-results, as the system names it: hidden ones,
// links (a dangling one, a loop) and names that are not UTF-8 (a GBK name from a Windows
// zip, kept byte for byte: document/file_name.hpp) among them, so that each is read or
// refused with its reason, never left out without a word. QDir skips the first three and
// cannot open the last.
QStringList results_files(const QString& folder) {
  QStringList names;
  DIR* listing = ::opendir(file_name_bytes(folder).constData());
  if (listing == nullptr) return names;
  const QByteArray suffix = QByteArrayLiteral(".") + kResultsSuffix;
  while (const dirent* entry = ::readdir(listing)) {
    const QByteArray name(entry->d_name);
    if (name.endsWith(suffix) && name.size() > suffix.size()) names << file_name_from_bytes(name);
  }
  ::closedir(listing);
  std::ranges::sort(names);
  return names;
}

}  // namespace

ClassResults read_class_results(const QString& folder, const ClassLesson& lesson, WorkProgress* progress) {
  ClassResults results;
  results.folder = folder;
  const QDir dir(folder);
  const QStringList names = results_files(folder);
  std::vector<Gathered> gathered;
  for (const QString& name : names) {
    auto read = read_results_file(dir.filePath(name));
    if (const ResultsError* error = std::get_if<ResultsError>(&read)) {
      results.refused << error->message(name);
      continue;
    }
    const StudentResults& student = std::get<StudentResults>(read);
    const QString who = student.student.trimmed();
    auto into = std::ranges::find_if(gathered, [&](const Gathered& g) { return QString::compare(g.student, who, Qt::CaseInsensitive) == 0; });
    if (into == gathered.end()) {
      gathered.push_back({who, {}, {}});
      into = gathered.end() - 1;
    }
    into->files << name;
    into->begun.emplace_back();
    for (const ResultActivity& activity : student.activities) into->begun.back().insert(activity.started.toMSecsSinceEpoch());
    // Given a lesson, each result of another one is set aside, named by its lesson.
    std::map<QString, int> other;
    for (const ResultActivity& activity : student.activities) {
      if (!lesson.file.isEmpty() && activity.lesson != lesson.file) {
        ++other[activity.lesson];
        continue;
      }
      gather(*into, activity);
    }
    for (const auto& [elsewhere, count] : other) {
      results.set_aside << ClassWords::tr("%1: %n result(s) of %2 set aside, not of %3", nullptr, count)
                               .arg(name, elsewhere.isEmpty() ? ClassWords::tr("a judge file opened alone") : elsewhere, lesson.file);
    }
  }
  std::set<QString> lessons;
  for (const Gathered& g : gathered) {
    for (const ResultActivity& a : g.activities) {
      if (!a.lesson.isEmpty()) lessons.insert(a.lesson);
    }
  }
  std::map<QString, QString> modes;  // place → mode
  if (progress != nullptr) {
    int activities = 0;
    for (const Gathered& g : gathered) activities += static_cast<int>(g.activities.size());
    progress->total = activities;
  }
  for (const Gathered& g : gathered) {
    if (g.two_students()) {
      results.shared_names << ClassWords::tr("%1: %n file(s) (%2) with different work, counted as one student: if two students "
                                             "gave one name, each should hand in again under a name of their own",
                                             nullptr, static_cast<int>(g.files.size()))
                                  .arg(g.student, g.files.join(QStringLiteral(", ")));
    }
    if (g.activities.empty()) continue;
    StudentRow row{g.student, g.files, {}, std::nullopt, {}};
    for (const ResultActivity& activity : g.activities) {
      const Place place = place_of(activity, lesson, lessons.size() > 1);
      if (results.place(place.key) == nullptr) results.places.push_back(place);
      modes[place.key] = activity.mode;
      const Regrade grade = regrade(activity, kRegradeTime, progress != nullptr ? &progress->cancelled : nullptr);
      if (progress != nullptr) ++progress->done;
      add_score(row.places[place.key], grade);
      add_mistakes(results.mistakes[place.key], g.student, activity, grade);
    }
    results.students.push_back(std::move(row));
  }
  std::ranges::sort(results.places, [](const Place& a, const Place& b) { return QString::compare(a.key, b.key, Qt::CaseInsensitive) < 0; });
  tell_titles_apart(results.places, modes);
  // In any case: a name typed in lower case sorts among the others.
  const auto by_name = [](const QString& a, const QString& b) { return QString::localeAwareCompare(a.toLower(), b.toLower()) < 0; };
  std::ranges::stable_sort(results.students, [&](const StudentRow& a, const StudentRow& b) { return by_name(a.student, b.student); });
  for (auto& [key, mistakes] : results.mistakes) {
    for (BoardMistakes& board : mistakes.boards) std::ranges::sort(board.students, by_name);
    std::ranges::stable_sort(mistakes.boards, [&](const BoardMistakes& a, const BoardMistakes& b) { return by_name(a.students.front(), b.students.front()); });
  }
  return results;
}

void set_roster(ClassResults& results, std::optional<Roster> roster) {
  results.roster = std::move(roster);
  for (StudentRow& row : results.students) {
    row.account.reset();
    row.unmatched.clear();
    if (!results.roster) continue;
    if (const RosterStudent* match = results.roster->match(row.student, &row.unmatched)) {
      row.account = *match;
      row.unmatched.clear();
    }
  }
}

QString time_words(qint64 ms) {
  const qint64 seconds = (ms + 500) / 1000;
  if (seconds < 60) return ClassWords::tr("%1 s").arg(seconds);
  return ClassWords::tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
}

QString score_words(const PlaceScore& score) {
  QStringList words;
  if (score.tried > 0) words << ClassWords::tr("%1 of %2 right").arg(score.right).arg(score.tried);
  if (score.shown > 0) words << ClassWords::tr("%n step(s) shown", nullptr, score.shown);
  if (score.moves > 0) words << ClassWords::tr("%n move(s)", nullptr, score.moves);
  words << time_words(score.ms);
  words << ClassWords::tr("%n attempt(s)", nullptr, score.activities);
  if (!score.problem.isEmpty()) words << ClassWords::tr("not graded: %1").arg(score.problem);
  return words.join(QStringLiteral(", "));
}

}  // namespace frontier::gui

#include "lesson/lesson.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <map>

#include "document/file_name.hpp"
#include "document/json_fields.hpp"
#include "frontier/common/judge_file.hpp"
#include "model/recognition.hpp"

namespace frontier::gui {

QString LessonError::message(const QString& path) const {
  return where.isEmpty() ? QStringLiteral("%1: %2").arg(path, what) : QStringLiteral("%1:%2: %3").arg(path, where, what);
}

namespace {

// Why a lesson is refused, in one translation context.
class LessonFile {
  Q_DECLARE_TR_FUNCTIONS(LessonFile)
};

using json::field;
using json::item;
using json::refuse;
using json::string_of;
using json::whole_of;
using json::words_of;

// Bilingual are a string (English) or {"en": ..., "zh": ...}, each of at most `most` characters.
Bilingual bilingual_of(const QJsonValue& value, const QString& where, qsizetype most) {
  if (value.isUndefined()) return {};
  if (value.isString()) return {words_of(value, where, most), {}};
  if (!value.isObject()) refuse(where, LessonFile::tr("must be a string or an object with \"en\" and \"zh\""));
  const QJsonObject object = value.toObject();
  for (auto key = object.begin(); key != object.end(); ++key) {
    if (key.key() != QStringLiteral("en") && key.key() != QStringLiteral("zh")) {
      refuse(field(where, key.key()), LessonFile::tr("is not a language of the lesson (en, zh)"));
    }
  }
  Bilingual words;
  if (object.contains(QStringLiteral("en"))) words.english = words_of(object[QStringLiteral("en")], field(where, QStringLiteral("en")), most);
  if (object.contains(QStringLiteral("zh"))) words.chinese = words_of(object[QStringLiteral("zh")], field(where, QStringLiteral("zh")), most);
  return words;
}

QJsonValue bilingual_json(const Bilingual& words) {
  if (words.chinese.isEmpty()) return words.english;
  QJsonObject object;
  if (!words.english.isEmpty()) object[QStringLiteral("en")] = words.english;
  object[QStringLiteral("zh")] = words.chinese;
  return object;
}

using json::not_a_regular_file;
using json::refuse_unknown_keys;

// The judge files a lesson's slides name, each read once: slides that show the same file
// (by whatever path) share one copy, as six slides of one 200 MB file held six (2.6 GB).
class JudgeFiles {
 public:
  std::shared_ptr<const PuzzleFile> find(const PuzzleAdapter& puzzle, const QString& path) const {
    const auto known = files_.find(key(puzzle, path));
    return known == files_.end() ? nullptr : known->second;
  }
  void keep(const PuzzleAdapter& puzzle, const QString& path, std::shared_ptr<const PuzzleFile> file) {
    files_.emplace(key(puzzle, path), std::move(file));
  }

 private:
  // The same file under two names (./a.in, a link to it) is one file; read as another
  // puzzle it is another reading.
  static QString key(const PuzzleAdapter& puzzle, const QString& path) {
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return QString::fromUtf8(puzzle.id().data(), static_cast<qsizetype>(puzzle.id().size())) + QLatin1Char('\n') +
           (canonical.isEmpty() ? path : canonical);
  }
  std::map<QString, std::shared_ptr<const PuzzleFile>> files_;
};

// The judge file of a slide, read by its puzzle's reader: what the window would open.
void read_judge_file(Slide& slide, const PuzzleAdapter& puzzle, const QJsonObject& object, const QString& where,
                     const QString& folder, JudgeFiles& files) {
  const bool embedded = object.contains(QStringLiteral("judge_text"));
  const bool referenced = object.contains(QStringLiteral("file"));
  if (embedded == referenced) refuse(where, LessonFile::tr("needs exactly one of \"judge_text\" and \"file\""));
  std::string text;
  QString text_where;
  if (embedded) {
    text_where = field(where, QStringLiteral("judge_text"));
    slide.judge_text = string_of(object[QStringLiteral("judge_text")], text_where);
    text = slide.judge_text.toStdString();
  } else {
    text_where = field(where, QStringLiteral("file"));
    slide.file = string_of(object[QStringLiteral("file")], text_where);
    // A name with a NUL in it would be cut there when the system opens it: another file.
    if (slide.file.contains(QChar(0))) refuse(text_where, LessonFile::tr("holds a NUL character, which no file name has"));
    slide.judge_path = QDir::cleanPath(QDir(folder).absoluteFilePath(slide.file));
    if (const QString why = not_a_regular_file(slide.judge_path); !why.isEmpty()) {
      refuse(text_where, LessonFile::tr("%1: %2").arg(slide.judge_path, why));
    }
    if (std::shared_ptr<const PuzzleFile> read = files.find(puzzle, slide.judge_path)) {
      slide.judge_file = std::move(read);
      return;
    }
    const LoadedText loaded = load_judge_file(file_name_bytes(slide.judge_path).toStdString());
    if (!loaded.error.empty()) refuse(text_where, LessonFile::tr("%1: %2").arg(slide.judge_path, QString::fromStdString(loaded.error)));
    text = loaded.text;
  }
  const Reading reading = read_as(puzzle, text);
  if (!reading.accepted()) {
    refuse(QStringLiteral("%1:%2:%3").arg(text_where).arg(reading.error_pos.line).arg(reading.error_pos.col),
           LessonFile::tr("the judge text is not a %1 file: %2").arg(puzzle.title(), reading.error));
  }
  slide.judge_file = reading.file;
  if (referenced) files.keep(puzzle, slide.judge_path, slide.judge_file);
}

RuleValues rules_of(const PuzzleAdapter& puzzle, const QJsonValue& value, const QString& where) {
  if (value.isUndefined()) return {};
  if (!value.isObject()) refuse(where, LessonFile::tr("must be an object of rules, such as {\"outside\": 1}"));
  const std::vector<RuleOption> options = puzzle.rules();
  QStringList known;
  for (const RuleOption& o : options) known << QString::fromStdString(o.id);
  RuleValues rules;
  const QJsonObject object = value.toObject();
  for (auto key = object.begin(); key != object.end(); ++key) {
    const auto option = std::find_if(options.begin(), options.end(), [&](const RuleOption& o) { return key.key().toStdString() == o.id; });
    if (option == options.end()) {
      refuse(field(where, key.key()), known.isEmpty() ? LessonFile::tr("%1 has no rules to change").arg(puzzle.title())
                                                      : LessonFile::tr("is not a rule of %1 (its rules: %2)").arg(puzzle.title(), known.join(QStringLiteral(", "))));
    }
    rules[option->id] = static_cast<int>(whole_of(key.value(), field(where, key.key()), option->minimum, option->maximum));
  }
  return rules;
}

QStringList algorithms_of(const PuzzleAdapter& puzzle, const QJsonValue& value, const QString& where) {
  if (!value.isArray()) refuse(where, LessonFile::tr("must be a list of one search, or two to %1 to compare").arg(kMaxCompared));
  const QJsonArray list = value.toArray();
  if (list.isEmpty() || list.size() > kMaxCompared) {
    refuse(where, LessonFile::tr("must be a list of one search, or two to %1 to compare").arg(kMaxCompared));
  }
  QStringList known;
  for (const trace::AlgorithmInfo& info : puzzle.algorithms()) known << algorithm_name(info);
  QStringList algorithms;
  for (qsizetype k = 0; k < list.size(); ++k) {
    const QString name = string_of(list[k], item(where, k));
    if (!known.contains(name)) refuse(item(where, k), LessonFile::tr("%1 has no search \"%2\" (its searches: %3)").arg(puzzle.title(), name, known.join(QStringLiteral(", "))));
    algorithms << name;
  }
  return algorithms;
}

std::vector<SlideBookmark> bookmarks_of(const QJsonValue& value, const QString& where) {
  if (value.isUndefined()) return {};
  if (!value.isArray()) refuse(where, LessonFile::tr("must be a list of bookmarks"));
  std::vector<SlideBookmark> bookmarks;
  const QJsonArray list = value.toArray();
  for (qsizetype k = 0; k < list.size(); ++k) {
    const QString at = item(where, k);
    if (!list[k].isObject()) refuse(at, LessonFile::tr("must be an object with \"step\" (and \"fine\", \"note\")"));
    const QJsonObject object = list[k].toObject();
    refuse_unknown_keys(object, at, {"step", "fine", "note", "explain"});
    if (!object.contains(QStringLiteral("step"))) refuse(at, LessonFile::tr("needs \"step\""));
    SlideBookmark bookmark;
    bookmark.at.position = static_cast<std::uint64_t>(whole_of(object[QStringLiteral("step")], field(at, QStringLiteral("step")), 0, 1LL << 50));
    if (object.contains(QStringLiteral("fine"))) {
      bookmark.at.fine = static_cast<int>(whole_of(object[QStringLiteral("fine")], field(at, QStringLiteral("fine")), 0, 1 << 30));
    }
    bookmark.note = bilingual_of(object[QStringLiteral("note")], field(at, QStringLiteral("note")), kMaxNoteLength);
    bookmark.explain = bilingual_of(object[QStringLiteral("explain")], field(at, QStringLiteral("explain")), kMaxNoteLength);
    bookmarks.push_back(bookmark);
  }
  return bookmarks;
}

// The class's votes: each choice's words and hands, the right one, when.
std::vector<VoteTally> tallies_of(const QJsonValue& value, const QString& where) {
  std::vector<VoteTally> tallies;
  if (value.isUndefined()) return tallies;
  if (!value.isArray()) refuse(where, LessonFile::tr("must be a list"));
  const QJsonArray list = value.toArray();
  for (qsizetype k = 0; k < list.size(); ++k) {
    const QString at = item(where, k);
    if (!list[k].isObject()) refuse(at, LessonFile::tr("must be an object"));
    const QJsonObject object = list[k].toObject();
    refuse_unknown_keys(object, at, {"asked", "question", "choices", "hands", "right", "when"});
    VoteTally tally;
    tally.asked = whole_of(object[QStringLiteral("asked")], field(at, QStringLiteral("asked")), 0, 1LL << 50);
    tally.question = string_of(object[QStringLiteral("question")], field(at, QStringLiteral("question")));
    const QJsonValue choices = object[QStringLiteral("choices")];
    const QJsonValue hands = object[QStringLiteral("hands")];
    if (!choices.isArray() || choices.toArray().size() < 2 || choices.toArray().size() > 4) {
      refuse(field(at, QStringLiteral("choices")), LessonFile::tr("must be a list of two to four choices"));
    }
    if (!hands.isArray() || hands.toArray().size() != choices.toArray().size()) {
      refuse(field(at, QStringLiteral("hands")), LessonFile::tr("must count the hands of each choice"));
    }
    for (qsizetype c = 0; c < choices.toArray().size(); ++c) {
      tally.choices << words_of(choices.toArray()[c], item(field(at, QStringLiteral("choices")), c), kMaxTitleLength);
      tally.hands.push_back(static_cast<int>(whole_of(hands.toArray()[c], item(field(at, QStringLiteral("hands")), c), 0, 100000)));
    }
    tally.right = static_cast<int>(whole_of(object[QStringLiteral("right")], field(at, QStringLiteral("right")), 0, tally.choices.size() - 1));
    tally.when = QDateTime::fromString(string_of(object[QStringLiteral("when")], field(at, QStringLiteral("when"))), Qt::ISODate);
    if (!tally.when.isValid()) refuse(field(at, QStringLiteral("when")), LessonFile::tr("must be a date and time, as 2026-12-06T09:30:00Z"));
    tallies.push_back(std::move(tally));
  }
  return tallies;
}

QJsonArray tallies_json(const std::vector<VoteTally>& tallies) {
  QJsonArray list;
  for (const VoteTally& tally : tallies) {
    QJsonArray hands;
    for (const int count : tally.hands) hands.append(count);
    list.append(QJsonObject{{QStringLiteral("asked"), tally.asked},
                            {QStringLiteral("question"), tally.question},
                            {QStringLiteral("choices"), QJsonArray::fromStringList(tally.choices)},
                            {QStringLiteral("hands"), hands},
                            {QStringLiteral("right"), tally.right},
                            {QStringLiteral("when"), tally.when.toUTC().toString(Qt::ISODateWithMs)}});
  }
  return list;
}

std::optional<int> optional_whole(const QJsonObject& object, const char* key, const QString& where) {
  if (!object.contains(QLatin1String(key))) return std::nullopt;
  return static_cast<int>(whole_of(object[QLatin1String(key)], field(where, QLatin1String(key)), 0, 1 << 30));
}

// "generate": a board made for each student (lesson/student_board.hpp). The slide's
// search, case, query, rules and exercise are read here too, as the requirements are
// about them; the teacher's own board (the empty name's) is made to check that the
// slide can be shown at all.
void read_generated_board(Slide& slide, const PuzzleAdapter& puzzle, const QJsonObject& object, const QString& where,
                          WorkProgress* progress) {
  const QString at = field(where, QStringLiteral("generate"));
  if (!object[QStringLiteral("generate")].isObject()) refuse(at, LessonFile::tr("must be an object"));
  const QJsonObject spec = object[QStringLiteral("generate")].toObject();
  refuse_unknown_keys(spec, at, {"seed", "parameters", "require"});
  GeneratedBoard generated;
  generated.seed = static_cast<std::uint64_t>(whole_of(spec[QStringLiteral("seed")], field(at, QStringLiteral("seed")), 0, 1LL << 52));
  const QString parameters_at = field(at, QStringLiteral("parameters"));
  const QJsonValue parameters = spec[QStringLiteral("parameters")];
  if (!parameters.isUndefined() && !parameters.isObject()) refuse(parameters_at, LessonFile::tr("must be an object"));
  const QJsonObject parameter_values = parameters.toObject();
  for (auto key = parameter_values.begin(); key != parameter_values.end(); ++key) {
    const auto& known = puzzle.generate_parameters();
    const auto found = std::ranges::find_if(known, [&](const GenerateParameter& p) { return key.key() == QLatin1String(p.id.data(), static_cast<qsizetype>(p.id.size())); });
    if (found == known.end()) refuse(field(parameters_at, key.key()), LessonFile::tr("is not a parameter of the puzzle's generator"));
    if (!key.value().isDouble() || key.value().toDouble() < found->minimum || key.value().toDouble() > found->maximum) {
      refuse(field(parameters_at, key.key()), LessonFile::tr("must be a number from %1 to %2").arg(found->minimum).arg(found->maximum));
    }
    // A count or a size is whole, as the command line's generate takes it: 4.5 rows would
    // silently become 5.
    if (!found->real && key.value().toDouble() != std::floor(key.value().toDouble())) {
      refuse(field(parameters_at, key.key()), LessonFile::tr("must be a whole number from %1 to %2").arg(found->minimum).arg(found->maximum));
    }
    generated.parameters[key.key().toStdString()] = key.value().toDouble();
  }
  const QString require_at = field(at, QStringLiteral("require"));
  const QJsonValue require_value = spec[QStringLiteral("require")];
  if (!require_value.isUndefined() && !require_value.isObject()) refuse(require_at, LessonFile::tr("must be an object"));
  const QJsonObject require = require_value.toObject();
  refuse_unknown_keys(require, require_at,
                      {"answer", "min_moves", "max_moves", "min_turns", "max_turns", "min_expansions", "max_expansions", "disagree"});
  BoardRequirements& needs = generated.require;
  if (require.contains(QStringLiteral("answer"))) needs.answer = string_of(require[QStringLiteral("answer")], field(require_at, QStringLiteral("answer")));
  needs.min_moves = optional_whole(require, "min_moves", require_at);
  needs.max_moves = optional_whole(require, "max_moves", require_at);
  needs.min_turns = optional_whole(require, "min_turns", require_at);
  needs.max_turns = optional_whole(require, "max_turns", require_at);
  needs.min_expansions = optional_whole(require, "min_expansions", require_at);
  needs.max_expansions = optional_whole(require, "max_expansions", require_at);
  if (require.contains(QStringLiteral("disagree"))) {
    const QString disagree_at = field(require_at, QStringLiteral("disagree"));
    needs.disagree = algorithms_of(puzzle, require[QStringLiteral("disagree")], disagree_at);
    if (needs.disagree.size() != 2) refuse(disagree_at, LessonFile::tr("must name two searches"));
  }
  BoardPlace place;
  if (object.contains(QStringLiteral("case"))) place.case_number = static_cast<int>(whole_of(object[QStringLiteral("case")], field(where, QStringLiteral("case")), 1, 1 << 20));
  if (object.contains(QStringLiteral("query"))) place.query_number = static_cast<int>(whole_of(object[QStringLiteral("query")], field(where, QStringLiteral("query")), 1, 1 << 20));
  place.rules = rules_of(puzzle, object[QStringLiteral("rules")], field(where, QStringLiteral("rules")));
  if (!object.contains(QStringLiteral("algorithms"))) refuse(where, LessonFile::tr("needs \"algorithms\""));
  place.algorithm = algorithms_of(puzzle, object[QStringLiteral("algorithms")], field(where, QStringLiteral("algorithms"))).front();
  needs.exercise = object[QStringLiteral("exercise")].toBool(false);
  const StudentBoard board = board_for_student(puzzle, generated, place, QString(), kBoardTime, progress);
  if (!board.file) refuse(at, board.refusal);
  slide.generate = std::move(generated);
  slide.judge_file = board.file;
  slide.judge_seed = board.seed;
}

Slide slide_of(const QJsonValue& value, const QString& where, const QString& folder, JudgeFiles& files, WorkProgress* progress) {
  if (!value.isObject()) refuse(where, LessonFile::tr("must be an object"));
  const QJsonObject object = value.toObject();
  refuse_unknown_keys(object, where,
                      {"title", "puzzle", "judge_text", "file", "generate", "rules", "case", "query", "algorithms", "step", "fine", "bookmarks", "ask", "exercise", "attempts", "tallies"});
  Slide slide;
  slide.title = bilingual_of(object[QStringLiteral("title")], field(where, QStringLiteral("title")), kMaxTitleLength);
  if (!object.contains(QStringLiteral("puzzle"))) refuse(where, LessonFile::tr("needs \"puzzle\""));
  const QString puzzle_id = string_of(object[QStringLiteral("puzzle")], field(where, QStringLiteral("puzzle")));
  const PuzzleAdapter* puzzle = find_puzzle(puzzle_id.toStdString());
  if (puzzle == nullptr) {
    QStringList known;
    for (const PuzzleAdapter* p : puzzles()) known << QString::fromUtf8(p->id().data(), static_cast<qsizetype>(p->id().size()));
    refuse(field(where, QStringLiteral("puzzle")), LessonFile::tr("\"%1\" is not a puzzle (the puzzles: %2)").arg(puzzle_id, known.join(QStringLiteral(", "))));
  }
  slide.puzzle = puzzle_id.toStdString();
  if (object.contains(QStringLiteral("generate"))) {
    if (object.contains(QStringLiteral("judge_text")) || object.contains(QStringLiteral("file"))) {
      refuse(where, LessonFile::tr("needs exactly one of \"judge_text\", \"file\" and \"generate\""));
    }
    read_generated_board(slide, *puzzle, object, where, progress);
  } else {
    read_judge_file(slide, *puzzle, object, where, folder, files);
  }
  slide.rules = rules_of(*puzzle, object[QStringLiteral("rules")], field(where, QStringLiteral("rules")));

  const int cases = slide.judge_file->case_count();
  if (object.contains(QStringLiteral("case"))) {
    if (cases == 0) refuse(field(where, QStringLiteral("case")), LessonFile::tr("the judge file holds no cases"));
    slide.case_number = static_cast<int>(whole_of(object[QStringLiteral("case")], field(where, QStringLiteral("case")), 1, cases));
  } else if (cases == 0) {
    refuse(where, LessonFile::tr("the judge file holds no cases: a slide shows a search of one"));
  }
  const int queries = slide.judge_file->query_count(slide.case_number - 1);
  if (queries == 0) refuse(where, LessonFile::tr("case %1 of the judge file asks nothing: a slide shows a search of a query").arg(slide.case_number));
  if (object.contains(QStringLiteral("query"))) {
    slide.query_number = static_cast<int>(whole_of(object[QStringLiteral("query")], field(where, QStringLiteral("query")), 1, queries));
  }

  if (!object.contains(QStringLiteral("algorithms"))) refuse(where, LessonFile::tr("needs \"algorithms\""));
  slide.algorithms = algorithms_of(*puzzle, object[QStringLiteral("algorithms")], field(where, QStringLiteral("algorithms")));

  const QJsonValue step = object[QStringLiteral("step")];
  if (step.isString() && step.toString() == QStringLiteral("end")) {
    slide.step.reset();
  } else if (!step.isUndefined()) {
    if (!step.isDouble()) refuse(field(where, QStringLiteral("step")), LessonFile::tr("must be a step number or \"end\""));
    slide.step = static_cast<std::uint64_t>(whole_of(step, field(where, QStringLiteral("step")), 0, 1LL << 50));
  } else {
    slide.step = 0;
  }
  if (object.contains(QStringLiteral("fine"))) {
    if (!slide.step) refuse(field(where, QStringLiteral("fine")), LessonFile::tr("needs a step number"));
    slide.fine = static_cast<int>(whole_of(object[QStringLiteral("fine")], field(where, QStringLiteral("fine")), 0, 1 << 30));
  }
  slide.bookmarks = bookmarks_of(object[QStringLiteral("bookmarks")], field(where, QStringLiteral("bookmarks")));
  if (object.contains(QStringLiteral("ask"))) {
    slide.ask = string_of(object[QStringLiteral("ask")], field(where, QStringLiteral("ask")));
    if (slide.ask != QStringLiteral("layer") && slide.ask != QStringLiteral("pop")) {
      refuse(field(where, QStringLiteral("ask")), LessonFile::tr("must be \"layer\" or \"pop\", not \"%1\"").arg(slide.ask));
    }
    if (slide.algorithms.size() > 1) refuse(field(where, QStringLiteral("ask")), LessonFile::tr("goes with one search, not a comparison"));
  }
  if (object.contains(QStringLiteral("exercise"))) {
    const QString at = field(where, QStringLiteral("exercise"));
    slide.exercise = json::bool_of(object[QStringLiteral("exercise")], at);
    // The class does one search by hand, and is not asked about it at the same time.
    if (slide.exercise && slide.algorithms.size() > 1) refuse(at, LessonFile::tr("goes with one search, not a comparison"));
    if (slide.exercise && !slide.ask.isEmpty()) refuse(at, LessonFile::tr("goes without \"ask\": the class does the search itself"));
  }
  if (object.contains(QStringLiteral("attempts"))) {
    const QString at = field(where, QStringLiteral("attempts"));
    if (!slide.exercise) refuse(at, LessonFile::tr("goes with \"exercise\": it limits the tries on each step"));
    slide.attempts = static_cast<int>(whole_of(object[QStringLiteral("attempts")], at, 1, 100));
  }
  slide.tallies = tallies_of(object[QStringLiteral("tallies")], field(where, QStringLiteral("tallies")));
  return slide;
}

QJsonObject generated_json(const GeneratedBoard& generated) {
  QJsonObject spec;
  spec[QStringLiteral("seed")] = static_cast<qint64>(generated.seed);
  QJsonObject parameters;
  for (const auto& [id, value] : generated.parameters) parameters[QString::fromStdString(id)] = value;
  spec[QStringLiteral("parameters")] = parameters;
  const BoardRequirements& needs = generated.require;
  QJsonObject require;
  if (!needs.answer.isEmpty()) require[QStringLiteral("answer")] = needs.answer;
  const std::pair<const char*, std::optional<int>> bounds[] = {
      {"min_moves", needs.min_moves}, {"max_moves", needs.max_moves}, {"min_turns", needs.min_turns},
      {"max_turns", needs.max_turns}, {"min_expansions", needs.min_expansions ? std::optional<int>(static_cast<int>(*needs.min_expansions)) : std::nullopt},
      {"max_expansions", needs.max_expansions ? std::optional<int>(static_cast<int>(*needs.max_expansions)) : std::nullopt}};
  for (const auto& [key, bound] : bounds) {
    if (bound) require[QLatin1String(key)] = *bound;
  }
  if (!needs.disagree.isEmpty()) require[QStringLiteral("disagree")] = QJsonArray::fromStringList(needs.disagree);
  if (!require.isEmpty()) spec[QStringLiteral("require")] = require;
  return spec;
}

}  // namespace

std::variant<Lesson, LessonError> read_lesson(const QByteArray& json, const QString& folder, WorkProgress* progress) {
  try {
    const QJsonObject root = json::root_of(json, LessonFile::tr("A lesson"));
    refuse_unknown_keys(root, {}, {"format", "version", "title", "slides"});
    if (root[QStringLiteral("format")].toString() != QLatin1String(kLessonFormat)) {
      refuse(QStringLiteral("format"), LessonFile::tr("must be \"%1\": this is not a Frontier lesson").arg(QLatin1String(kLessonFormat)));
    }
    whole_of(root[QStringLiteral("version")], QStringLiteral("version"), 1, kLessonVersion);
    Lesson lesson;
    lesson.title = bilingual_of(root[QStringLiteral("title")], QStringLiteral("title"), kMaxTitleLength);
    const QJsonValue slides = root[QStringLiteral("slides")];
    if (!slides.isArray() || slides.toArray().isEmpty()) refuse(QStringLiteral("slides"), LessonFile::tr("must be a list of one slide or more"));
    const QJsonArray list = slides.toArray();
    JudgeFiles files;
    for (qsizetype k = 0; k < list.size(); ++k) lesson.slides.push_back(slide_of(list[k], item(QStringLiteral("slides"), k), folder, files, progress));
    return lesson;
  } catch (const json::Refusal& refusal) {
    return LessonError{refusal.where, refusal.what};
  }
}

std::variant<Lesson, LessonError> read_lesson_file(const QString& path, WorkProgress* progress) {
  // A lesson is words and judge texts: far below this; a larger file is not one.
  constexpr qint64 kMaxLessonBytes = 64LL << 20;
  QByteArray json;
  try {
    json = json::read_small_file(path, kMaxLessonBytes);
  } catch (const json::Refusal& refusal) {
    return LessonError{refusal.where, refusal.what};
  }
  return read_lesson(json, QFileInfo(path).absolutePath(), progress);
}

StudentBoard student_board(const Slide& slide, const QString& student, WorkProgress* progress) {
  BoardRequirements require = slide.generate->require;
  require.exercise = slide.exercise;
  return board_for_student(*find_puzzle(slide.puzzle), GeneratedBoard{slide.generate->seed, slide.generate->parameters, require},
                           BoardPlace{slide.case_number, slide.query_number, slide.rules, slide.algorithms.front()}, student,
                           kBoardTime, progress);
}

QByteArray write_lesson(const Lesson& lesson) {
  QJsonObject root;
  root[QStringLiteral("format")] = QLatin1String(kLessonFormat);
  root[QStringLiteral("version")] = kLessonVersion;
  if (!lesson.title.empty()) root[QStringLiteral("title")] = bilingual_json(lesson.title);
  QJsonArray slides;
  for (const Slide& slide : lesson.slides) {
    QJsonObject object;
    if (!slide.title.empty()) object[QStringLiteral("title")] = bilingual_json(slide.title);
    object[QStringLiteral("puzzle")] = QString::fromStdString(slide.puzzle);
    if (slide.generate) {
      object[QStringLiteral("generate")] = generated_json(*slide.generate);
    } else if (!slide.file.isEmpty()) {
      object[QStringLiteral("file")] = slide.file;
    } else {
      const QString text = !slide.judge_text.isEmpty() || !slide.judge_file ? slide.judge_text
                                                                            : QString::fromStdString(slide.judge_file->write());
      object[QStringLiteral("judge_text")] = text;
    }
    if (!slide.rules.empty()) {
      QJsonObject rules;
      for (const auto& [id, value] : slide.rules) rules[QString::fromStdString(id)] = value;
      object[QStringLiteral("rules")] = rules;
    }
    object[QStringLiteral("case")] = slide.case_number;
    object[QStringLiteral("query")] = slide.query_number;
    object[QStringLiteral("algorithms")] = QJsonArray::fromStringList(slide.algorithms);
    if (slide.step) {
      object[QStringLiteral("step")] = static_cast<qint64>(*slide.step);
      if (slide.fine) object[QStringLiteral("fine")] = *slide.fine;
    } else {
      object[QStringLiteral("step")] = QStringLiteral("end");
    }
    if (!slide.bookmarks.empty()) {
      QJsonArray bookmarks;
      for (const SlideBookmark& bookmark : slide.bookmarks) {
        QJsonObject mark;
        mark[QStringLiteral("step")] = static_cast<qint64>(bookmark.at.position);
        if (bookmark.at.fine) mark[QStringLiteral("fine")] = *bookmark.at.fine;
        if (!bookmark.note.empty()) mark[QStringLiteral("note")] = bilingual_json(bookmark.note);
        if (!bookmark.explain.empty()) mark[QStringLiteral("explain")] = bilingual_json(bookmark.explain);
        bookmarks.append(mark);
      }
      object[QStringLiteral("bookmarks")] = bookmarks;
    }
    if (!slide.ask.isEmpty()) object[QStringLiteral("ask")] = slide.ask;
    if (slide.exercise) object[QStringLiteral("exercise")] = true;
    if (slide.attempts > 0) object[QStringLiteral("attempts")] = slide.attempts;
    if (!slide.tallies.empty()) object[QStringLiteral("tallies")] = tallies_json(slide.tallies);
    slides.append(object);
  }
  root[QStringLiteral("slides")] = slides;
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace frontier::gui

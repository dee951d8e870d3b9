#include "lesson/lesson.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <map>

#include "document/file_name.hpp"
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

// Thrown inside the reader, caught once at its top: the first thing wrong is the answer.
struct Refusal {
  LessonError error;
};
[[noreturn]] void refuse(const QString& where, const QString& what) { throw Refusal{{where, what}}; }

// The 1-based line and column of byte `offset` of `text`, the column counted in
// characters, as an editor shows it.
QString position_of(const QByteArray& text, qsizetype offset) {
  offset = std::clamp<qsizetype>(offset, 0, text.size());
  const QByteArray before = text.left(offset);
  const qsizetype line_start = before.lastIndexOf('\n') + 1;
  const int line = static_cast<int>(before.count('\n')) + 1;
  const int col = static_cast<int>(QString::fromUtf8(before.mid(line_start)).size()) + 1;
  return QStringLiteral("%1:%2").arg(line).arg(col);
}

// A field's path: "slides[2].case".
QString field(const QString& parent, const QString& key) { return parent.isEmpty() ? key : parent + u'.' + key; }
QString item(const QString& parent, qsizetype index) { return QStringLiteral("%1[%2]").arg(parent).arg(index); }

QString string_of(const QJsonValue& value, const QString& where) {
  if (!value.isString()) refuse(where, LessonFile::tr("must be a string"));
  return value.toString();
}

// A whole number from `minimum` (JSON numbers are doubles: 2.5 and 1e300 are refused).
std::int64_t whole_of(const QJsonValue& value, const QString& where, std::int64_t minimum, std::int64_t maximum) {
  const double number = value.toDouble(-1.5);
  const bool whole = value.isDouble() && number == static_cast<double>(static_cast<std::int64_t>(number)) &&
                     number >= static_cast<double>(minimum) && number <= static_cast<double>(maximum);
  if (!whole) refuse(where, LessonFile::tr("must be a whole number from %1 to %2").arg(minimum).arg(maximum));
  return static_cast<std::int64_t>(number);
}

// A title or a note longer than `most` characters is refused: a label laid out around
// megabytes of words takes the window's memory and minutes (a 60 MB title took 2.3 GB).
QString words_of(const QJsonValue& value, const QString& where, qsizetype most) {
  QString words = string_of(value, where);
  if (words.size() > most) {
    refuse(where, LessonFile::tr("is %1 characters long; it may be at most %2").arg(words.size()).arg(most));
  }
  return words;
}

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

void refuse_unknown_keys(const QJsonObject& object, const QString& where, std::initializer_list<const char*> known) {
  for (auto key = object.begin(); key != object.end(); ++key) {
    const bool listed = std::any_of(known.begin(), known.end(), [&](const char* name) { return key.key() == QLatin1String(name); });
    if (!listed) refuse(field(where, key.key()), LessonFile::tr("is not a field of the lesson format"));
  }
}

// Why `path` is no file a lesson reads, or empty. Only a regular file is: a device would
// be read without end (/dev/zero) and a FIFO would wait for a writer that never comes, so
// both are refused before they are opened. A path that does not exist is left to the
// opening, which says so.
QString not_a_regular_file(const QString& path) {
  struct stat status {};
  if (::stat(file_name_bytes(path).constData(), &status) != 0 || S_ISREG(status.st_mode)) return {};
  if (S_ISDIR(status.st_mode)) return LessonFile::tr("is a folder, not a file");
  return LessonFile::tr("is not a regular file (a device, a pipe or a socket)");
}

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
    refuse_unknown_keys(object, at, {"step", "fine", "note"});
    if (!object.contains(QStringLiteral("step"))) refuse(at, LessonFile::tr("needs \"step\""));
    SlideBookmark bookmark;
    bookmark.at.position = static_cast<std::uint64_t>(whole_of(object[QStringLiteral("step")], field(at, QStringLiteral("step")), 0, 1LL << 50));
    if (object.contains(QStringLiteral("fine"))) {
      bookmark.at.fine = static_cast<int>(whole_of(object[QStringLiteral("fine")], field(at, QStringLiteral("fine")), 0, 1 << 30));
    }
    bookmark.note = bilingual_of(object[QStringLiteral("note")], field(at, QStringLiteral("note")), kMaxNoteLength);
    bookmarks.push_back(bookmark);
  }
  return bookmarks;
}

Slide slide_of(const QJsonValue& value, const QString& where, const QString& folder, JudgeFiles& files) {
  if (!value.isObject()) refuse(where, LessonFile::tr("must be an object"));
  const QJsonObject object = value.toObject();
  refuse_unknown_keys(object, where,
                      {"title", "puzzle", "judge_text", "file", "rules", "case", "query", "algorithms", "step", "bookmarks", "ask", "exercise"});
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
  read_judge_file(slide, *puzzle, object, where, folder, files);
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
    if (!object[QStringLiteral("exercise")].isBool()) refuse(at, LessonFile::tr("must be true or false"));
    slide.exercise = object[QStringLiteral("exercise")].toBool();
    // The class does one search by hand, and is not asked about it at the same time.
    if (slide.exercise && slide.algorithms.size() > 1) refuse(at, LessonFile::tr("goes with one search, not a comparison"));
    if (slide.exercise && !slide.ask.isEmpty()) refuse(at, LessonFile::tr("goes without \"ask\": the class does the search itself"));
  }
  return slide;
}

}  // namespace

std::variant<Lesson, LessonError> read_lesson(const QByteArray& json, const QString& folder) {
  QJsonParseError parse_error;
  const QJsonDocument document = QJsonDocument::fromJson(json, &parse_error);
  if (parse_error.error != QJsonParseError::NoError) {
    return LessonError{position_of(json, parse_error.offset), LessonFile::tr("JSON: %1").arg(parse_error.errorString())};
  }
  try {
    if (!document.isObject()) refuse({}, LessonFile::tr("a lesson is a JSON object"));
    const QJsonObject root = document.object();
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
    for (qsizetype k = 0; k < list.size(); ++k) lesson.slides.push_back(slide_of(list[k], item(QStringLiteral("slides"), k), folder, files));
    return lesson;
  } catch (const Refusal& refusal) {
    return refusal.error;
  }
}

std::variant<Lesson, LessonError> read_lesson_file(const QString& path) {
  if (const QString why = not_a_regular_file(path); !why.isEmpty()) return LessonError{{}, why};
  // Opened by its bytes, as the system names it: QFile would open a name that is not UTF-8
  // as another (document/file_name.hpp).
  const int descriptor = ::open(file_name_bytes(path).constData(), O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return LessonError{{}, LessonFile::tr("cannot be read: %1").arg(QString::fromLocal8Bit(std::strerror(errno)))};
  QFile file;
  if (!file.open(descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
    ::close(descriptor);
    return LessonError{{}, LessonFile::tr("cannot be read: %1").arg(file.errorString())};
  }
  // A lesson is words and judge texts: far below this; a larger file is not one. At most
  // one byte past the limit is read, whatever the size said (a file may grow meanwhile).
  constexpr qint64 kMaxLessonBytes = 64LL << 20;
  const QByteArray json = file.size() > kMaxLessonBytes ? QByteArray() : file.read(kMaxLessonBytes + 1);
  if (file.size() > kMaxLessonBytes || json.size() > kMaxLessonBytes) {
    return LessonError{{}, LessonFile::tr("is larger than the 64 MiB a lesson may be")};
  }
  return read_lesson(json, QFileInfo(path).absolutePath());
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
    if (!slide.file.isEmpty()) {
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
        bookmarks.append(mark);
      }
      object[QStringLiteral("bookmarks")] = bookmarks;
    }
    if (!slide.ask.isEmpty()) object[QStringLiteral("ask")] = slide.ask;
    if (slide.exercise) object[QStringLiteral("exercise")] = true;
    slides.append(object);
  }
  root[QStringLiteral("slides")] = slides;
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace frontier::gui

#include "results/student_results.hpp"

#include <QJsonArray>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <array>
#include <utility>

#include "document/json_fields.hpp"
#include "model/recognition.hpp"
#include "window/dialog_folders.hpp"

namespace frontier::gui {

using json::field;
using json::item;
using json::refuse;
using json::whole_of;
using json::words_of;

namespace {

class ResultsFile {
  Q_DECLARE_TR_FUNCTIONS(ResultsFile)
};

constexpr std::array<std::pair<ResultAction, const char*>, 6> kActions{{
    {ResultAction::propose, "propose"},
    {ResultAction::show_me, "show_me"},
    {ResultAction::undo, "undo"},
    {ResultAction::answer, "answer"},
    {ResultAction::move, "move"},
    {ResultAction::solved, "solved"},
}};
constexpr qsizetype kMaxActivities = 5000;
constexpr qsizetype kMaxSteps = 100000;
constexpr qsizetype kMaxCells = 10000;
constexpr std::int64_t kMaxMs = 1LL << 45;  // a thousand years of milliseconds
constexpr std::int64_t kMaxState = (1LL << 40) - 1;

QJsonArray array_of(const QJsonValue& value, const QString& where, qsizetype most) {
  if (!value.isArray()) refuse(where, ResultsFile::tr("must be a list"));
  const QJsonArray list = value.toArray();
  if (list.size() > most) refuse(where, ResultsFile::tr("holds %1 entries; it may hold at most %2").arg(list.size()).arg(most));
  return list;
}

QJsonObject object_of(const QJsonValue& value, const QString& where) {
  if (!value.isObject()) refuse(where, ResultsFile::tr("must be an object"));
  return value.toObject();
}

QJsonValue optional(const QJsonObject& object, const char* key) { return object[QLatin1String(key)]; }

Cell cell_of(const QJsonValue& value, const QString& where) {
  const QJsonArray pair = array_of(value, where, 2);
  if (pair.size() != 2) refuse(where, ResultsFile::tr("must be a cell, [row, column]"));
  return Cell{static_cast<int>(whole_of(pair[0], item(where, 0), 0, 1 << 20)),
              static_cast<int>(whole_of(pair[1], item(where, 1), 0, 1 << 20))};
}

ResultStep step_of(const QJsonValue& value, const QString& where) {
  const QJsonObject object = object_of(value, where);
  json::refuse_unknown_keys(object, where,
                            {"action", "ms", "words", "right", "shown", "state", "asked", "question", "cells", "trend", "ticked"});
  ResultStep step;
  const QString action = json::string_of(optional(object, "action"), field(where, QStringLiteral("action")));
  const auto known = std::ranges::find_if(kActions, [&](const auto& entry) { return action == QLatin1String(entry.second); });
  if (known == kActions.end()) refuse(field(where, QStringLiteral("action")), ResultsFile::tr("\"%1\" is not an action of a result").arg(action));
  step.action = known->first;
  step.ms = whole_of(optional(object, "ms"), field(where, QStringLiteral("ms")), 0, kMaxMs);
  if (object.contains(QStringLiteral("words"))) step.words = words_of(optional(object, "words"), field(where, QStringLiteral("words")), kMaxAnswerLength);
  if (object.contains(QStringLiteral("right"))) step.right = json::bool_of(optional(object, "right"), field(where, QStringLiteral("right")));
  if (object.contains(QStringLiteral("shown"))) step.shown = json::bool_of(optional(object, "shown"), field(where, QStringLiteral("shown")));
  if (step.action == ResultAction::propose) {
    step.state = static_cast<trace::StateId>(whole_of(optional(object, "state"), field(where, QStringLiteral("state")), 0, kMaxState));
    if (!step.right) refuse(where, ResultsFile::tr("a proposal needs \"right\""));
  }
  if (step.action == ResultAction::answer) {
    step.asked = whole_of(optional(object, "asked"), field(where, QStringLiteral("asked")), 0, 1LL << 50);
    step.question = json::string_of(optional(object, "question"), field(where, QStringLiteral("question")));
    static const QStringList questions{QStringLiteral("new_cells"), QStringLiteral("next_state"), QStringLiteral("trend"),
                                       QStringLiteral("legal_moves")};
    if (!questions.contains(step.question)) refuse(field(where, QStringLiteral("question")), ResultsFile::tr("\"%1\" is not a question of ask mode").arg(step.question));
    if (!step.right) refuse(where, ResultsFile::tr("an answer needs \"right\""));
  }
  if (object.contains(QStringLiteral("cells"))) {
    const QString at = field(where, QStringLiteral("cells"));
    const QJsonArray cells = array_of(optional(object, "cells"), at, kMaxCells);
    for (qsizetype k = 0; k < cells.size(); ++k) step.cells.push_back(cell_of(cells[k], item(at, k)));
  }
  if (object.contains(QStringLiteral("trend"))) {
    step.trend = json::string_of(optional(object, "trend"), field(where, QStringLiteral("trend")));
    if (step.trend != QStringLiteral("fewer") && step.trend != QStringLiteral("about_the_same") && step.trend != QStringLiteral("more")) {
      refuse(field(where, QStringLiteral("trend")), ResultsFile::tr("must be \"fewer\", \"about_the_same\" or \"more\""));
    }
  }
  if (object.contains(QStringLiteral("ticked"))) {
    const QString at = field(where, QStringLiteral("ticked"));
    const QJsonArray ticks = array_of(optional(object, "ticked"), at, kMaxCells);
    for (qsizetype k = 0; k < ticks.size(); ++k) step.ticked.push_back(json::bool_of(ticks[k], item(at, k)));
  }
  return step;
}

ResultInstance instance_of(const QJsonValue& value, const QString& where) {
  const QJsonObject object = object_of(value, where);
  json::refuse_unknown_keys(object, where, {"seed", "parameters", "judge_text"});
  ResultInstance instance;
  const bool generated = object.contains(QStringLiteral("seed"));
  if (generated == object.contains(QStringLiteral("judge_text"))) {
    refuse(where, ResultsFile::tr("needs exactly one of \"seed\" (with \"parameters\") and \"judge_text\""));
  }
  if (generated) {
    // A seed is any 64-bit number: written as a string, since JSON's numbers are doubles.
    const QString at = field(where, QStringLiteral("seed"));
    bool ok = false;
    instance.seed = json::string_of(optional(object, "seed"), at).toULongLong(&ok);
    if (!ok) refuse(at, ResultsFile::tr("must be a whole number from 0 to 2^64-1, written as a string"));
    const QString parameters_at = field(where, QStringLiteral("parameters"));
    const QJsonObject parameters = object_of(optional(object, "parameters"), parameters_at);
    for (auto key = parameters.begin(); key != parameters.end(); ++key) {
      if (!key.value().isDouble()) refuse(field(parameters_at, key.key()), ResultsFile::tr("must be a number"));
      instance.parameters[key.key().toStdString()] = key.value().toDouble();
    }
  } else {
    instance.judge_text = words_of(optional(object, "judge_text"), field(where, QStringLiteral("judge_text")), 4 << 20);
  }
  return instance;
}

ResultActivity activity_of(const QJsonValue& value, const QString& where) {
  const QJsonObject object = object_of(value, where);
  json::refuse_unknown_keys(object, where,
                            {"mode", "lesson", "lesson_title", "slide", "file", "puzzle", "rules", "case", "query", "algorithm",
                             "instance", "started", "steps", "explanations", "right", "tried", "finished"});
  ResultActivity activity;
  activity.mode = json::string_of(optional(object, "mode"), field(where, QStringLiteral("mode")));
  if (activity.mode != QStringLiteral("exercise") && activity.mode != QStringLiteral("ask") && activity.mode != QStringLiteral("play")) {
    refuse(field(where, QStringLiteral("mode")), ResultsFile::tr("must be \"exercise\", \"ask\" or \"play\""));
  }
  if (object.contains(QStringLiteral("lesson"))) activity.lesson = words_of(optional(object, "lesson"), field(where, QStringLiteral("lesson")), 1000);
  if (object.contains(QStringLiteral("lesson_title"))) activity.lesson_title = words_of(optional(object, "lesson_title"), field(where, QStringLiteral("lesson_title")), 1000);
  if (object.contains(QStringLiteral("slide"))) activity.slide = static_cast<int>(whole_of(optional(object, "slide"), field(where, QStringLiteral("slide")), 1, 100000));
  if (object.contains(QStringLiteral("file"))) activity.file = words_of(optional(object, "file"), field(where, QStringLiteral("file")), 1000);
  const QString puzzle = json::string_of(optional(object, "puzzle"), field(where, QStringLiteral("puzzle")));
  if (find_puzzle(puzzle.toStdString()) == nullptr) refuse(field(where, QStringLiteral("puzzle")), ResultsFile::tr("\"%1\" is not a puzzle").arg(puzzle));
  activity.puzzle = puzzle.toStdString();
  if (object.contains(QStringLiteral("rules"))) {
    const QString at = field(where, QStringLiteral("rules"));
    const QJsonObject rules = object_of(optional(object, "rules"), at);
    for (auto key = rules.begin(); key != rules.end(); ++key) {
      activity.rules[key.key().toStdString()] = static_cast<int>(whole_of(key.value(), field(at, key.key()), -(1 << 30), 1 << 30));
    }
  }
  activity.case_number = static_cast<int>(whole_of(optional(object, "case"), field(where, QStringLiteral("case")), 1, 1 << 30));
  activity.query_number = static_cast<int>(whole_of(optional(object, "query"), field(where, QStringLiteral("query")), 1, 1 << 30));
  activity.algorithm = words_of(optional(object, "algorithm"), field(where, QStringLiteral("algorithm")), 100).toStdString();
  activity.instance = instance_of(optional(object, "instance"), field(where, QStringLiteral("instance")));
  const QString started_at = field(where, QStringLiteral("started"));
  activity.started = QDateTime::fromString(json::string_of(optional(object, "started"), started_at), Qt::ISODate);
  if (!activity.started.isValid()) refuse(started_at, ResultsFile::tr("must be a date and time, as 2026-12-06T09:30:00Z"));
  const QString steps_at = field(where, QStringLiteral("steps"));
  const QJsonArray steps = array_of(optional(object, "steps"), steps_at, kMaxSteps);
  for (qsizetype k = 0; k < steps.size(); ++k) activity.steps.push_back(step_of(steps[k], item(steps_at, k)));
  if (object.contains(QStringLiteral("explanations"))) {
    const QString at = field(where, QStringLiteral("explanations"));
    const QJsonArray explanations = array_of(optional(object, "explanations"), at, 1000);
    for (qsizetype k = 0; k < explanations.size(); ++k) {
      const QString here = item(at, k);
      const QJsonObject entry = object_of(explanations[k], here);
      json::refuse_unknown_keys(entry, here, {"question", "answer", "ms"});
      activity.explanations.push_back({words_of(entry[QStringLiteral("question")], field(here, QStringLiteral("question")), kMaxAnswerLength),
                                       words_of(entry[QStringLiteral("answer")], field(here, QStringLiteral("answer")), kMaxAnswerLength),
                                       whole_of(entry[QStringLiteral("ms")], field(here, QStringLiteral("ms")), 0, kMaxMs)});
    }
  }
  activity.right = static_cast<int>(whole_of(optional(object, "right"), field(where, QStringLiteral("right")), 0, kMaxSteps));
  activity.tried = static_cast<int>(whole_of(optional(object, "tried"), field(where, QStringLiteral("tried")), 0, kMaxSteps));
  activity.finished = json::bool_of(optional(object, "finished"), field(where, QStringLiteral("finished")));
  return activity;
}

QJsonArray cells_json(const std::vector<Cell>& cells) {
  QJsonArray list;
  for (const Cell cell : cells) list.append(QJsonArray{cell.row, cell.col});
  return list;
}

QJsonObject step_json(const ResultStep& step) {
  QJsonObject object;
  object[QStringLiteral("action")] = result_action_word(step.action);
  object[QStringLiteral("ms")] = step.ms;
  if (!step.words.isEmpty()) object[QStringLiteral("words")] = step.words;
  if (step.right) object[QStringLiteral("right")] = *step.right;
  if (step.shown) object[QStringLiteral("shown")] = *step.shown;
  if (step.action == ResultAction::propose) object[QStringLiteral("state")] = static_cast<qint64>(step.state);
  if (step.action == ResultAction::answer) {
    object[QStringLiteral("asked")] = step.asked;
    object[QStringLiteral("question")] = step.question;
  }
  if (!step.cells.empty()) object[QStringLiteral("cells")] = cells_json(step.cells);
  if (!step.trend.isEmpty()) object[QStringLiteral("trend")] = step.trend;
  if (!step.ticked.empty()) {
    QJsonArray ticks;
    for (const bool tick : step.ticked) ticks.append(tick);
    object[QStringLiteral("ticked")] = ticks;
  }
  return object;
}

QJsonObject activity_json(const ResultActivity& activity) {
  QJsonObject object;
  object[QStringLiteral("mode")] = activity.mode;
  if (!activity.lesson.isEmpty()) object[QStringLiteral("lesson")] = activity.lesson;
  if (!activity.lesson_title.isEmpty()) object[QStringLiteral("lesson_title")] = activity.lesson_title;
  if (activity.slide > 0) object[QStringLiteral("slide")] = activity.slide;
  if (!activity.file.isEmpty()) object[QStringLiteral("file")] = activity.file;
  object[QStringLiteral("puzzle")] = QString::fromStdString(activity.puzzle);
  if (!activity.rules.empty()) {
    QJsonObject rules;
    for (const auto& [id, value] : activity.rules) rules[QString::fromStdString(id)] = value;
    object[QStringLiteral("rules")] = rules;
  }
  object[QStringLiteral("case")] = activity.case_number;
  object[QStringLiteral("query")] = activity.query_number;
  object[QStringLiteral("algorithm")] = QString::fromStdString(activity.algorithm);
  QJsonObject instance;
  if (activity.instance.seed) {
    instance[QStringLiteral("seed")] = QString::number(*activity.instance.seed);
    QJsonObject parameters;
    for (const auto& [name, value] : activity.instance.parameters) parameters[QString::fromStdString(name)] = value;
    instance[QStringLiteral("parameters")] = parameters;
  } else {
    instance[QStringLiteral("judge_text")] = activity.instance.judge_text;
  }
  object[QStringLiteral("instance")] = instance;
  object[QStringLiteral("started")] = activity.started.toUTC().toString(Qt::ISODateWithMs);
  QJsonArray steps;
  for (const ResultStep& step : activity.steps) steps.append(step_json(step));
  object[QStringLiteral("steps")] = steps;
  if (!activity.explanations.empty()) {
    QJsonArray explanations;
    for (const ResultExplanation& e : activity.explanations) {
      explanations.append(QJsonObject{{QStringLiteral("question"), e.question}, {QStringLiteral("answer"), e.answer}, {QStringLiteral("ms"), e.ms}});
    }
    object[QStringLiteral("explanations")] = explanations;
  }
  object[QStringLiteral("right")] = activity.right;
  object[QStringLiteral("tried")] = activity.tried;
  object[QStringLiteral("finished")] = activity.finished;
  return object;
}

}  // namespace

ResultStep ResultStep::of(ResultAction action, QString words) {
  ResultStep step;
  step.action = action;
  step.words = std::move(words);
  return step;
}

ResultStep ResultStep::proposal(trace::StateId state, QString words, bool right, bool shown) {
  ResultStep step = of(ResultAction::propose, std::move(words));
  step.state = state;
  step.right = right;
  step.shown = shown;
  return step;
}

ResultStep ResultStep::move_proposal(Cell from, Cell to, QString words, bool right, bool shown) {
  ResultStep step = proposal(trace::kNoState, std::move(words), right, shown);
  step.cells = {from, to};
  return step;
}

std::optional<trace::ExerciseMark> recorded_mark(const ResultStep& step) {
  switch (step.action) {
    case ResultAction::propose:
    case ResultAction::answer:
      if (!step.right) return std::nullopt;
      return trace::proposal_mark(*step.right, step.shown.value_or(false));
    case ResultAction::show_me: return trace::ExerciseMark::shown;
    case ResultAction::undo: return trace::ExerciseMark::undone;
    case ResultAction::move:
    case ResultAction::solved: return std::nullopt;
  }
  return std::nullopt;
}

trace::ExerciseScore recorded_score(const ResultActivity& activity) {
  trace::ExerciseScore score;
  for (const ResultStep& step : activity.steps) {
    if (const std::optional<trace::ExerciseMark> mark = recorded_mark(step)) score.count(*mark);
  }
  return score;
}

QString ResultsError::message(const QString& path) const {
  return where.isEmpty() ? QStringLiteral("%1: %2").arg(path, what) : QStringLiteral("%1:%2: %3").arg(path, where, what);
}

QString result_action_word(ResultAction action) {
  for (const auto& [known, word] : kActions) {
    if (known == action) return QLatin1String(word);
  }
  return {};
}

std::variant<StudentResults, ResultsError> read_results(const QByteArray& json) {
  try {
    const QJsonObject root = json::root_of(json, ResultsFile::tr("A student's results"));
    json::refuse_unknown_keys(root, {}, {"format", "version", "student", "activities"});
    if (root[QStringLiteral("format")].toString() != QLatin1String(kResultsFormat)) {
      refuse(QStringLiteral("format"), ResultsFile::tr("must be \"%1\": these are not a student's results").arg(QLatin1String(kResultsFormat)));
    }
    whole_of(root[QStringLiteral("version")], QStringLiteral("version"), 1, kResultsVersion);
    StudentResults results;
    results.student = words_of(root[QStringLiteral("student")], QStringLiteral("student"), kMaxNameLength).trimmed();
    if (results.student.isEmpty()) refuse(QStringLiteral("student"), ResultsFile::tr("must name the student"));
    const QJsonArray activities = array_of(root[QStringLiteral("activities")], QStringLiteral("activities"), kMaxActivities);
    for (qsizetype k = 0; k < activities.size(); ++k) {
      results.activities.push_back(activity_of(activities[k], item(QStringLiteral("activities"), k)));
    }
    return results;
  } catch (const json::Refusal& refusal) {
    return ResultsError{refusal.where, refusal.what};
  }
}

std::variant<StudentResults, ResultsError> read_results_file(const QString& path) {
  try {
    return read_results(json::read_small_file(path, kMaxResultsBytes));
  } catch (const json::Refusal& refusal) {
    return ResultsError{refusal.where, refusal.what};
  }
}

QByteArray write_results(const StudentResults& results) {
  QJsonObject root;
  root[QStringLiteral("format")] = QLatin1String(kResultsFormat);
  root[QStringLiteral("version")] = kResultsVersion;
  root[QStringLiteral("student")] = results.student;
  QJsonArray activities;
  for (const ResultActivity& activity : results.activities) activities.append(activity_json(activity));
  root[QStringLiteral("activities")] = activities;
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString results_file_name(const QString& student) {
  const QString name = student.trimmed();
  const QString suffix = u'.' + QLatin1String(kResultsSuffix);
  if (name.isEmpty()) return QStringLiteral("student") + suffix;
  const QString safe = file_name_from_title(name);
  if (safe == name) return safe + suffix;
  // Made safe, a name could meet another's ("Wang/Fang" and "Wang-Fang", "Li Lei." and
  // "Li Lei"): such a name's file carries a few hex digits of the name as typed.
  const QByteArray digest = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
  return safe + u'-' + QString::fromLatin1(digest) + suffix;
}

QString legacy_results_file_name(const QString& student) {
  const QString name = student.trimmed();
  return (name.isEmpty() ? QStringLiteral("student") : file_name_from_title(name)) + u'.' + QLatin1String(kResultsSuffix);
}

}  // namespace frontier::gui

#include "results/class_results.hpp"

#include <QCoreApplication>
#include <QDir>
#include <algorithm>

namespace frontier::gui {

namespace {
class ClassWords {
  Q_DECLARE_TR_FUNCTIONS(ClassResults)
};

// Lessons' slides in their order, then files by name: the order a teacher reads the term in.
bool place_before(const QString& a, const QString& b) {
  return QString::compare(a, b, Qt::CaseInsensitive) < 0;
}

QString csv_field(const QString& text) {
  if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r')) return text;
  QString quoted = text;
  quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
  return u'"' + quoted + u'"';
}
}  // namespace

bool StudentRow::edited() const {
  return std::ranges::any_of(places, [](const auto& entry) { return entry.second.edited; });
}

QString place_of(const ResultActivity& activity) {
  // The slide number padded, so that slide 10 sorts after slide 9.
  const QString where = !activity.lesson.isEmpty()
                            ? ClassWords::tr("%1, slide %2").arg(activity.lesson).arg(activity.slide, 2, 10, QLatin1Char('0'))
                            : ClassWords::tr("%1, case %2 query %3").arg(activity.file.isEmpty() ? QString::fromStdString(activity.puzzle) : activity.file).arg(activity.case_number).arg(activity.query_number);
  return QStringLiteral("%1 (%2)").arg(where, activity.mode);
}

ClassResults read_class_results(const QString& folder, const QString& lesson) {
  ClassResults results;
  const QDir dir(folder);
  const QStringList names = dir.entryList({QStringLiteral("*.") + QLatin1String(kResultsSuffix)}, QDir::Files, QDir::Name);
  for (const QString& name : names) {
    auto read = read_results_file(dir.filePath(name));
    if (const ResultsError* error = std::get_if<ResultsError>(&read)) {
      results.refused << error->message(name);
      continue;
    }
    const StudentResults& student = std::get<StudentResults>(read);
    if (!lesson.isEmpty()) {
      const auto other = std::ranges::find_if(student.activities, [&](const ResultActivity& a) { return a.lesson != lesson; });
      if (other != student.activities.end()) {
        const auto index = other - student.activities.begin();
        results.refused << ResultsError{QStringLiteral("activities[%1].lesson").arg(index),
                                        ClassWords::tr("from another lesson (%1), not %2").arg(other->lesson.isEmpty() ? ClassWords::tr("a judge file") : other->lesson, lesson)}
                               .message(name);
        continue;
      }
    }
    StudentRow row{student.student, name, {}};
    for (const ResultActivity& activity : student.activities) {
      const QString place = place_of(activity);
      const Regrade grade = regrade(activity);
      PlaceScore& score = row.places[place];
      ++score.activities;
      score.right += grade.right;
      score.tried += grade.tried;
      score.shown += grade.shown;
      score.moves += grade.moves;
      score.ms += grade.ms;
      score.edited = score.edited || grade.edited;
      if (!grade.graded()) score.problem = grade.problem;
      if (!results.places.contains(place)) results.places << place;
      PlaceMistakes& mistakes = results.mistakes[place];
      if (!mistakes.board && grade.board) {
        mistakes.board = grade.board;
        mistakes.algorithm = activity.algorithm;
      }
      for (const Cell cell : grade.wrong_cells) ++mistakes.cells[{cell.row, cell.col}];
      for (const auto& [line, count] : grade.wrong_lines) mistakes.lines[line] += count;
      for (const ResultExplanation& explained : activity.explanations) {
        mistakes.explanations.push_back({student.student, explained.question, explained.answer});
      }
    }
    results.students.push_back(std::move(row));
  }
  std::ranges::sort(results.places, place_before);
  std::ranges::stable_sort(results.students, [](const StudentRow& a, const StudentRow& b) {
    return QString::localeAwareCompare(a.student, b.student) < 0;
  });
  return results;
}

QByteArray class_results_csv(const ClassResults& results) {
  QStringList header{QStringLiteral("Student"), QStringLiteral("ID"), QStringLiteral("SIS User ID"), QStringLiteral("SIS Login ID"),
                     QStringLiteral("Section")};
  for (const QString& place : results.places) header << csv_field(place);
  header << QStringLiteral("Total");
  QString text = header.join(u',') + QStringLiteral("\r\n");
  for (const StudentRow& row : results.students) {
    QStringList fields{csv_field(row.student), QString(), QString(), csv_field(row.student), QString()};
    int right = 0, tried = 0;
    for (const QString& place : results.places) {
      const auto found = row.places.find(place);
      if (found == row.places.end() || found->second.tried == 0) {
        fields << QString();
        continue;
      }
      fields << QString::number(found->second.percent(), 'f', 1);
      right += found->second.right;
      tried += found->second.tried;
    }
    fields << (tried == 0 ? QString() : QString::number(100.0 * right / tried, 'f', 1));
    text += fields.join(u',') + QStringLiteral("\r\n");
  }
  return text.toUtf8();
}

}  // namespace frontier::gui

#include "results/gradebook.hpp"

#include <QCoreApplication>

#include "results/csv.hpp"

namespace frontier::gui {

namespace {

class GradebookWords {
  Q_DECLARE_TR_FUNCTIONS(Gradebook)
};

// Points to two decimals, as Canvas keeps them, without trailing zeros: "50", "66.67".
QString points_cell(double points) {
  QString text = QString::number(points, 'f', 2);
  while (text.endsWith(u'0')) text.chop(1);
  if (text.endsWith(u'.')) text.chop(1);
  return text;
}

// A place's score, or nothing where the student has none.
QString score_cell(const StudentRow& row, const Place& place) {
  const auto found = row.places.find(place.key);
  return found == row.places.end() || !found->second.scored() ? QString() : points_cell(found->second.points());
}

// What disagrees, place by place: "3. Run BFS by hand: says 7 right; its steps give 4".
QString edited_cell(const StudentRow& row, const std::vector<const Place*>& places) {
  QStringList said;
  for (const Place* place : places) {
    const auto found = row.places.find(place->key);
    if (found == row.places.end()) continue;
    for (const QString& edit : found->second.edits) said << GradebookWords::tr("%1: %2").arg(place->title, edit);
  }
  return csv::text_cell(said.join(QStringLiteral("; ")));
}

// The rows written: with a roster, its students' (the others are listed apart); else all.
std::vector<const StudentRow*> written_rows(const ClassResults& results) {
  std::vector<const StudentRow*> rows;
  for (const StudentRow& row : results.students) {
    if (!results.roster || row.account) rows.push_back(&row);
  }
  return rows;
}

QByteArray canvas_csv(const ClassResults& results) {
  const std::vector<const Place*> places = graded_places(results);
  QStringList header{QStringLiteral("Student"), QStringLiteral("ID"), QStringLiteral("SIS User ID"), QStringLiteral("SIS Login ID"),
                     QStringLiteral("Section")};
  QStringList possible{QStringLiteral("Points Possible"), {}, {}, {}, {}};
  for (const Place* place : places) {
    header << csv::text_cell(place->title);
    possible << points_cell(kPlacePoints);
  }
  header << QStringLiteral("Edited");
  possible << QStringLiteral("(read only)");
  QString text = csv::line(header) + csv::line(possible);
  for (const StudentRow* row : written_rows(results)) {
    const RosterStudent account = row->account.value_or(RosterStudent{row->student, {}, {}, {}, {}, {}, 0});
    QStringList fields{csv::text_cell(account.name.isEmpty() ? row->student : account.name), csv::text_cell(account.canvas_id),
                       csv::text_cell(account.id), csv::text_cell(account.login), csv::text_cell(account.section)};
    for (const Place* place : places) fields << score_cell(*row, *place);
    fields << edited_cell(*row, places);
    text += csv::line(fields);
  }
  return text.toUtf8();
}

std::variant<QByteArray, QString> moodle_csv(const ClassResults& results) {
  if (!results.roster) {
    return GradebookWords::tr("Moodle's import matches each row to a user by username, ID number or e-mail address: give a roster "
                              "that names them");
  }
  const std::vector<const StudentRow*> rows = written_rows(results);
  // A user column is written only where every row has it: Moodle gives an empty one's
  // grades to no one, or aborts.
  struct UserColumn {
    const char* heading;
    QString RosterStudent::*field;
  };
  const UserColumn user_columns[] = {{"Username", &RosterStudent::login}, {"ID number", &RosterStudent::id}, {"Email address", &RosterStudent::email}};
  std::vector<const UserColumn*> written;
  QString lacking;
  for (const UserColumn& column : user_columns) {
    const auto without = std::ranges::find_if(rows, [&](const StudentRow* row) { return ((*row->account).*column.field).isEmpty(); });
    if (without == rows.end()) {
      written.push_back(&column);
    } else if (lacking.isEmpty()) {
      lacking = (*without)->student;
    }
  }
  if (written.empty() && !rows.empty()) {
    return GradebookWords::tr("Moodle's import matches each row to a user by username, ID number or e-mail address, and the roster "
                              "gives none of them for every student: %1 has none")
        .arg(lacking);
  }
  const std::vector<const Place*> places = graded_places(results);
  QStringList header{QStringLiteral("Name")};
  for (const UserColumn* column : written) header << QLatin1String(column->heading);
  header << QStringLiteral("Section");
  for (const Place* place : places) header << csv::text_cell(place->title);
  for (const Place* place : places) header << csv::text_cell(QStringLiteral("Feedback: %1").arg(place->title));
  header << QStringLiteral("Edited");
  QString text = csv::line(header);
  for (const StudentRow* row : rows) {
    const RosterStudent& account = *row->account;
    QStringList fields{csv::text_cell(account.name.isEmpty() ? row->student : account.name)};
    for (const UserColumn* column : written) fields << csv::text_cell(account.*column->field);
    fields << csv::text_cell(account.section);
    for (const Place* place : places) fields << score_cell(*row, *place);
    for (const Place* place : places) {
      const auto found = row->places.find(place->key);
      fields << (found == row->places.end() ? QString() : csv::text_cell(score_words(found->second)));
    }
    fields << edited_cell(*row, places);
    text += csv::line(fields);
  }
  return text.toUtf8();
}

}  // namespace

std::optional<Gradebook> gradebook_named(const QString& word) {
  if (word == QStringLiteral("canvas")) return Gradebook::canvas;
  if (word == QStringLiteral("moodle")) return Gradebook::moodle;
  return std::nullopt;
}

QString gradebook_word(Gradebook gradebook) { return gradebook == Gradebook::canvas ? QStringLiteral("canvas") : QStringLiteral("moodle"); }

std::vector<const Place*> graded_places(const ClassResults& results) {
  std::vector<const Place*> places;
  for (const Place& place : results.places) {
    const bool scored = std::ranges::any_of(results.students, [&](const StudentRow& row) {
      const auto found = row.places.find(place.key);
      return found != row.places.end() && found->second.scored();
    });
    if (scored) places.push_back(&place);
  }
  return places;
}

std::variant<QByteArray, QString> gradebook_csv(const ClassResults& results, Gradebook gradebook) {
  if (gradebook == Gradebook::canvas) return canvas_csv(results);
  return moodle_csv(results);
}

}  // namespace frontier::gui

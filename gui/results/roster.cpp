#include "results/roster.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <array>
#include <optional>

#include "results/csv.hpp"

namespace frontier::gui {

namespace {

class RosterWords {
  Q_DECLARE_TR_FUNCTIONS(Roster)
};

enum class Column { name, login, id, email, section, canvas_id };

// The header's words for each column (compared trimmed, in lower case).
struct Heading {
  Column column;
  std::array<const char*, 5> words;
};
constexpr std::array<Heading, 5> kHeadings{{
    {Column::name, {"name", "student", "full name", "student name", nullptr}},
    {Column::login, {"login", "username", "user name", "sis login id", "login id"}},
    {Column::id, {"id", "id number", "idnumber", "sis user id", "student id"}},
    {Column::email, {"email", "e-mail", "email address", "e-mail address", nullptr}},
    {Column::section, {"section", nullptr, nullptr, nullptr, nullptr}},
}};

std::optional<Column> column_of(const QString& heading) {
  const QString word = heading.trimmed().toLower();
  for (const Heading& known : kHeadings) {
    for (const char* w : known.words) {
      if (w != nullptr && word == QLatin1String(w)) return known.column;
    }
  }
  return std::nullopt;
}

QString& field_of(RosterStudent& student, Column column) {
  switch (column) {
    case Column::name: return student.name;
    case Column::login: return student.login;
    case Column::id: return student.id;
    case Column::email: return student.email;
    case Column::section: return student.section;
    case Column::canvas_id: return student.canvas_id;
  }
  return student.name;
}

bool same(const QString& a, const QString& b) { return QString::compare(a.trimmed(), b.trimmed(), Qt::CaseInsensitive) == 0; }

}  // namespace

QString RosterError::message(const QString& path) const { return QStringLiteral("%1:%2:%3: %4").arg(path).arg(line).arg(col).arg(what); }

const RosterStudent* Roster::match(const QString& student, QString* why) const {
  const QString name = student.trimmed();
  for (const RosterStudent& entry : students) {
    if (!entry.login.isEmpty() && same(entry.login, name)) return &entry;
  }
  const RosterStudent* found = nullptr;
  for (const RosterStudent& entry : students) {
    if (entry.name.isEmpty() || !same(entry.name, name)) continue;
    if (found != nullptr) {
      if (why != nullptr) *why = RosterWords::tr("two students on the roster are named %1 (lines %2 and %3): give the login instead").arg(name).arg(found->line).arg(entry.line);
      return nullptr;
    }
    found = &entry;
  }
  if (found == nullptr && why != nullptr) *why = RosterWords::tr("no login or name on the roster is %1").arg(name);
  return found;
}

std::variant<Roster, RosterError> read_roster(const QByteArray& bytes) {
  const QString text = QString::fromUtf8(bytes);
  auto parsed = csv::parse(text);
  if (const csv::Error* error = std::get_if<csv::Error>(&parsed)) return RosterError{error->line, error->col, error->what};
  const std::vector<csv::Row>& rows = std::get<std::vector<csv::Row>>(parsed);
  if (rows.empty()) {
    return RosterError{1, 1, RosterWords::tr("the roster is empty: it needs a header naming its columns (name, login, id, email, section)")};
  }
  // The header: each column read once; Canvas's "ID" is its own user ID when "SIS User ID" is there too.
  const csv::Row& header = rows.front();
  std::vector<std::optional<Column>> columns;
  const bool canvas = std::ranges::any_of(header.fields, [](const QString& h) { return h.trimmed().compare(QStringLiteral("sis user id"), Qt::CaseInsensitive) == 0; });
  for (qsizetype c = 0; c < header.fields.size(); ++c) {
    std::optional<Column> column = column_of(header.fields[c]);
    if (canvas && header.fields[c].trimmed().compare(QStringLiteral("id"), Qt::CaseInsensitive) == 0) column = Column::canvas_id;
    if (column && std::ranges::find(columns, column) != columns.end()) {
      return RosterError{header.lines[static_cast<std::size_t>(c)], header.cols[static_cast<std::size_t>(c)],
                         RosterWords::tr("\"%1\" is a second column of the same thing").arg(header.fields[c].trimmed())};
    }
    columns.push_back(column);
  }
  const bool names = std::ranges::find(columns, Column::name) != columns.end();
  const bool logins = std::ranges::find(columns, Column::login) != columns.end();
  if (!names && !logins) {
    return RosterError{header.line, 1, RosterWords::tr("the header names no column of names or logins: name it \"name\" or \"login\" "
                                                       "(also read: id, email, section)")};
  }
  if (rows.size() - 1 > static_cast<std::size_t>(kMaxRosterStudents)) {
    return RosterError{rows[kMaxRosterStudents + 1].line, 1, RosterWords::tr("a roster holds at most %1 students").arg(kMaxRosterStudents)};
  }
  Roster roster;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const csv::Row& row = rows[r];
    if (std::ranges::all_of(row.fields, [](const QString& f) { return f.trimmed().isEmpty(); })) continue;
    RosterStudent student;
    student.line = row.line;
    for (qsizetype c = 0; c < row.fields.size(); ++c) {
      const auto at = static_cast<std::size_t>(c);
      if (at >= columns.size()) {
        if (row.fields[c].trimmed().isEmpty()) continue;
        return RosterError{row.lines[at], row.cols[at], RosterWords::tr("more fields than the header has columns (%1)").arg(columns.size())};
      }
      if (columns[at]) field_of(student, *columns[at]) = row.fields[c].trimmed();
    }
    // Canvas's export: its second row gives each assignment's points, not a student.
    if (student.name == QStringLiteral("Points Possible")) continue;
    if (student.name.isEmpty() && student.login.isEmpty()) {
      return RosterError{row.line, row.cols.front(), RosterWords::tr("a student needs a name or a login")};
    }
    if (!student.login.isEmpty()) {
      const auto twice = std::ranges::find_if(roster.students, [&](const RosterStudent& s) { return same(s.login, student.login); });
      if (twice != roster.students.end()) {
        return RosterError{row.line, row.cols.front(), RosterWords::tr("the login %1 is on line %2 already").arg(student.login).arg(twice->line)};
      }
    }
    roster.students.push_back(std::move(student));
  }
  return roster;
}

std::variant<Roster, RosterError> read_roster_file(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return RosterError{1, 1, RosterWords::tr("cannot be read: %1").arg(file.errorString())};
  if (file.size() > kMaxRosterBytes) {
    return RosterError{1, 1, RosterWords::tr("is larger than the %1 MiB a roster may be").arg(kMaxRosterBytes >> 20)};
  }
  auto read = read_roster(file.readAll());
  if (Roster* roster = std::get_if<Roster>(&read)) roster->path = QFileInfo(path).absoluteFilePath();
  return read;
}

}  // namespace frontier::gui

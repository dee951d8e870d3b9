#pragma once
// A class roster: the teacher's list of the class, which maps each results file's student
// (the name they typed) to a real account of the gradebook. A CSV file (csv.hpp): a header
// naming its columns, in any order, then a row a student. The columns read (the header's
// words trimmed, any case; others are ignored, so a gradebook's own export serves):
//   name     "name", "student", "full name"        the student's name
//   login    "login", "username", "SIS Login ID"   Canvas's SIS Login ID, Moodle's username
//   id       "id", "id number", "idnumber", "SIS User ID", "student id"
//                                                  the institution's ID: Canvas's SIS User ID,
//                                                  Moodle's ID number
//   email    "email", "e-mail", "email address"    Moodle may match on it
//   section  "section"
// In Canvas's own export, "ID" (Canvas's user ID) stands beside "SIS User ID": it is then
// kept as Canvas's ID, and its "Points Possible" row is skipped. A name or a login column
// is needed; each row needs a name or a login, and a login is on one row only.
//
// A results name is matched to a row by its login, then by its name, each trimmed and
// compared in any case; a name two rows share matches neither.

#include <QByteArray>
#include <QString>
#include <variant>
#include <vector>

namespace frontier::gui {

struct RosterStudent {
  QString name;
  QString login;
  QString id;
  QString email;
  QString section;
  QString canvas_id;  // Canvas's own user ID (its export's "ID" beside "SIS User ID")
  int line = 0;       // where it is in the roster file
};

struct Roster {
  QString path;  // where it was read from (empty: none)
  std::vector<RosterStudent> students;

  // The row `student` (a results file's name) is, or nullptr with the reason in `why`.
  const RosterStudent* match(const QString& student, QString* why = nullptr) const;
};

struct RosterError {
  int line = 0;
  int col = 0;
  QString what;
  QString message(const QString& path) const;  // "PATH:LINE:COL: WHAT"
};

// The roster a results folder may hold, read when no other is given.
inline constexpr const char* kFolderRoster = "roster.csv";

// Far above a school's class, far below what would stall the class view.
inline constexpr qint64 kMaxRosterBytes = 4LL << 20;
inline constexpr int kMaxRosterStudents = 20000;

std::variant<Roster, RosterError> read_roster(const QByteArray& bytes);
std::variant<Roster, RosterError> read_roster_file(const QString& path);

}  // namespace frontier::gui

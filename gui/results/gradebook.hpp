#pragma once
// The class's results as a gradebook imports them: a CSV (csv.hpp: RFC 4180, CRLF, text
// cells neutralised against formulas) of a row a student, a column a place worth
// kPlacePoints points (the share of its steps right, graded again), in one of two formats.
//
// Canvas, as its Gradebook Importer reads a file (Instructure's "How do I import grades in
// the Gradebook?", and canvas-lms lib/gradebook_importer.rb): the header "Student", "ID",
// "SIS User ID", "SIS Login ID", "Section", then a column an assignment (matched by title,
// or made); a second row beginning "Points Possible" gives each assignment's points; a
// student is found by ID, then SIS User ID, then SIS Login ID, then name. No total column
// (Canvas would make it an assignment); the column "Edited" is marked "(read only)" in the
// Points Possible row, as Canvas's export marks its own computed columns, so that Canvas
// does not import it.
//
// Moodle, as its grade import from CSV reads a file (MoodleDocs "Grade import", and
// grade/import/csv/classes/load_data.php): one column is mapped ("Map from") to a user
// field ("Map to": username, useridnumber or useremail); a row whose value matches no user
// aborts the whole import, so only students on the roster are written, and only the
// columns the roster fills for every one of them; each other column is mapped to a grade
// item, to "feedback for" an item, or ignored. Here: "Name", "Username", "ID number",
// "Email address", "Section", a grade column a place, a "Feedback: …" column a place (the
// score in words), and "Edited".
//
// With a roster, the students not on it are left out of the file (listed apart by the
// class view and the command line, never dropped unsaid); without one, Canvas's file names
// each student as they typed their name (Canvas then matches by name), and Moodle's cannot
// be made.

#include <QByteArray>
#include <QString>
#include <optional>
#include <variant>

#include "results/class_results.hpp"

namespace frontier::gui {

enum class Gradebook { canvas, moodle };

// "canvas" or "moodle".
std::optional<Gradebook> gradebook_named(const QString& word);
QString gradebook_word(Gradebook gradebook);

// The places a gradebook gets: those where some student has a score (play has none).
std::vector<const Place*> graded_places(const ClassResults& results);

// The file, or why it cannot be made (Moodle without a roster that names its students).
std::variant<QByteArray, QString> gradebook_csv(const ClassResults& results, Gradebook gradebook);

}  // namespace frontier::gui

#pragma once
// A student's results kept safe as they go: each step of an ask, exercise or play activity
// is written to the student's file at once (NAME.frontier-results in the results folder),
// by an atomic replace, so that a program killed mid-exercise loses only the step in
// progress and a failed write (a full disk) leaves the file as it was. The file from an
// earlier day is read first and added to; one that does not read is kept aside under
// another name, never overwritten.

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <optional>

#include "results/student_results.hpp"

namespace frontier::gui {

class ResultsKeeper : public QObject {
  Q_OBJECT

 public:
  // Keeps the results in `folder` (made when first written).
  explicit ResultsKeeper(QString folder, QObject* parent = nullptr);

  // The folder of the user's own results: the application's data folder's "results".
  static QString default_folder();

  const QString& folder() const { return folder_; }
  // Keeps them in `folder` from now on (the activity under way ends; the student's file
  // there is read).
  void set_folder(const QString& folder);
  // The student whose results these are; an empty name keeps nothing. Another name ends
  // the activity under way and reads that student's file.
  void set_student(const QString& name);
  const QString& student() const { return results_.student; }
  // The student gives another name in the middle of an activity: the activity under way,
  // its steps so far and its clock, goes on in `name`'s file (and leaves the old name's);
  // the activities before it stay where they are. Without one under way, set_student.
  void carry_to(const QString& name);
  // The student's file: FOLDER/NAME.frontier-results.
  QString path() const;
  const StudentResults& results() const { return results_; }

  // An activity begins (the one under way, if any, is ended first); its `started` is now.
  void begin(ResultActivity activity);
  bool active() const { return current_.has_value(); }
  // A step of the activity under way, its time taken from the activity's start; right and
  // tried counted again from all its steps by core's count (recorded_score), the one the
  // window's panel says. Nothing happens without an activity.
  void add(ResultStep step);
  void explain(const QString& question, const QString& answer);
  void set_finished(bool finished);
  void end();

  // Writes the student's results to `path` (File ▸ Export My Results), atomically; the
  // reason when it failed (the file there, if any, is left as it was).
  QString export_to(const QString& path) const;

  // Why the last write failed; empty when it succeeded.
  const QString& write_error() const { return write_error_; }

 signals:
  void written();
  void write_failed(const QString& reason);

 private:
  void load();
  void write();

  QString folder_;
  StudentResults results_;
  std::optional<std::size_t> current_;  // index of the activity under way
  QElapsedTimer clock_;
  QString write_error_;
};

}  // namespace frontier::gui

#include "results/results_keeper.hpp"

#include "document/whole_file.hpp"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <utility>

namespace frontier::gui {

ResultsKeeper::ResultsKeeper(QString folder, QObject* parent) : QObject(parent), folder_(std::move(folder)) {}

void ResultsKeeper::set_folder(const QString& folder) {
  end();
  folder_ = folder;
  results_.activities.clear();
  if (!results_.student.isEmpty()) load();
}

QString ResultsKeeper::default_folder() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/results");
}

QString ResultsKeeper::path() const { return folder_ + u'/' + results_file_name(results_.student); }

void ResultsKeeper::set_student(const QString& name) {
  const QString student = name.trimmed().left(kMaxNameLength);
  if (student == results_.student) return;
  end();
  results_ = StudentResults{student, {}};
  if (!student.isEmpty()) load();
}

void ResultsKeeper::carry_to(const QString& name) {
  const QString student = name.trimmed().left(kMaxNameLength);
  if (!current_ || student.isEmpty() || student == results_.student) return set_student(name);
  ResultActivity under_way = std::move(results_.activities[*current_]);
  results_.activities.erase(results_.activities.begin() + static_cast<std::ptrdiff_t>(*current_));
  current_.reset();
  if (QFileInfo::exists(path())) write();  // the old name's file, without it
  results_ = StudentResults{student, {}};
  load();
  const bool any_step = !under_way.steps.empty() || !under_way.explanations.empty();
  results_.activities.push_back(std::move(under_way));
  current_ = results_.activities.size() - 1;  // its clock runs on
  if (any_step) write();
}

namespace {
// `file` moved out of the way, never written over, under a name that says why and when.
void set_aside(const QString& file, const QString& why) {
  QFile::rename(file, file + u'.' + why + u'-' + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}
}  // namespace

void ResultsKeeper::load() {
  const QString file = path();
  // A file an earlier Frontier kept under the name made safe alone is this student's
  // only if it says so: moved to the name that is theirs alone.
  const QString legacy = folder_ + u'/' + legacy_results_file_name(results_.student);
  if (!QFileInfo::exists(file) && legacy != file && QFileInfo::exists(legacy)) {
    const auto read = read_results_file(legacy);
    if (const auto* results = std::get_if<StudentResults>(&read); results != nullptr && results->student.trimmed() == results_.student) {
      QFile::rename(legacy, file);
    }
  }
  if (!QFileInfo::exists(file)) return;
  auto read = read_results_file(file);
  if (auto* results = std::get_if<StudentResults>(&read)) {
    if (results->student.trimmed() == results_.student) {
      results_.activities = std::move(results->activities);
      return;
    }
    // Another student's work under this name (an earlier Frontier's name, or a file put
    // here by hand): theirs, kept, never mixed with this student's.
    const QString theirs = folder_ + u'/' + results_file_name(results->student);
    if (theirs != file && !QFileInfo::exists(theirs) && QFile::rename(file, theirs)) return;
    set_aside(file, QStringLiteral("of-another-student"));
    return;
  }
  set_aside(file, QStringLiteral("unreadable"));
}

void ResultsKeeper::begin(ResultActivity activity) {
  end();
  if (results_.student.isEmpty()) return;
  activity.started = QDateTime::currentDateTimeUtc();
  activity.right = activity.tried = 0;
  activity.finished = false;
  results_.activities.push_back(std::move(activity));
  current_ = results_.activities.size() - 1;
  clock_.start();
  // Written with its first step: an activity begun and left before any (a lesson opened to
  // look at, a question put and not answered) leaves no file behind.
}

void ResultsKeeper::add(ResultStep step) {
  if (!current_) return;
  ResultActivity& activity = results_.activities[*current_];
  step.ms = clock_.elapsed();
  if (step.action == ResultAction::solved) activity.finished = true;
  activity.steps.push_back(std::move(step));
  // Core's one count of the steps' marks: what the student's panel says, and what the
  // class view counts again.
  const trace::ExerciseScore score = recorded_score(activity);
  activity.right = score.right;
  activity.tried = score.tried;
  write();
}

void ResultsKeeper::explain(const QString& question, const QString& answer) {
  if (!current_) return;
  results_.activities[*current_].explanations.push_back({question, answer.left(kMaxAnswerLength), clock_.elapsed()});
  write();
}

void ResultsKeeper::set_finished(bool finished) {
  if (!current_ || results_.activities[*current_].finished == finished) return;
  results_.activities[*current_].finished = finished;
  write();
}

void ResultsKeeper::end() {
  if (!current_) return;
  // An activity left before any step is nothing to hand in.
  if (results_.activities[*current_].steps.empty() && results_.activities[*current_].explanations.empty()) {
    results_.activities.erase(results_.activities.begin() + static_cast<std::ptrdiff_t>(*current_));
    current_.reset();
    if (QFileInfo::exists(path())) write();  // a file written with it (a name carried over) without it
    return;
  }
  current_.reset();
}

void ResultsKeeper::write() {
  if (results_.student.isEmpty()) return;
  if (!QDir().mkpath(folder_)) {
    write_error_ = tr("the folder %1 cannot be made").arg(folder_);
  } else {
    write_error_ = save_whole(path(), write_results(results_));
  }
  write_error_.isEmpty() ? emit written() : emit write_failed(write_error_);
}

QString ResultsKeeper::export_to(const QString& path) const { return save_whole(path, write_results(results_)); }

}  // namespace frontier::gui

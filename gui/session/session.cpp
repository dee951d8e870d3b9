#include "session/session.hpp"

#include <QFileInfo>
#include <QSettings>
#include <QtConcurrent>
#include <algorithm>

#include "document/editable_document.hpp"
#include "document/edited_file.hpp"
#include "puzzles/adapters.hpp"

namespace frontier::gui {

namespace {
// The search last run on a puzzle is offered first the next time one of its files opens.
QString settings_key_for_algorithm(const PuzzleAdapter& puzzle) {
  return QStringLiteral("algorithm/") + QString::fromUtf8(puzzle.id().data(), static_cast<int>(puzzle.id().size()));
}
}  // namespace

Session::Session(QObject* parent) : QObject(parent), playback_(lane_, clock_) {
  clock_.add(lane_);
  connect(&loader_, &DocumentLoader::loaded, this, &Session::loaded);
  connect(&lane_, &Run::started, this, [this] { search_error_.clear(); });
  connect(&lane_, &Run::failed, this, [this](const QString& message) { search_error_ = message; });
  connect(&judge_watcher_, &QFutureWatcher<QString>::finished, this,
          [this] { emit judge_answered(judge_watcher_.result()); });
}

Session::~Session() { let_go_of_document(); }

void Session::let_go_of_document() {
  // The undo stack says its index changed as it is cleared on the way out: not to the
  // window that watches it, half taken down.
  if (!editable_) return;
  QObject::disconnect(&editable_->undo_stack(), nullptr, nullptr, nullptr);
  editable_->disconnect();
}

void Session::load(const QString& path, const PuzzleAdapter* puzzle) { loader_.load(path, puzzle); }

std::shared_ptr<const PuzzleFile> Session::file() const { return editable_ ? editable_->file()->view() : nullptr; }

QString Session::path() const { return editable_ ? editable_->path() : QString(); }

void Session::install(const QString& path, std::shared_ptr<const PuzzleFile> file, const SampleArguments& arguments) {
  // Sized by the file on disk: writing a 30 MB file again here would stall the window.
  std::optional<std::size_t> bytes;
  if (!path.isEmpty()) bytes = static_cast<std::size_t>(QFileInfo(path).size());
  const PuzzleAdapter& puzzle = file->puzzle();
  let_go_of_document();
  editable_ = std::make_unique<EditableDocument>(path, edited_file(std::move(file)), nullptr, bytes);
  // file() reads the new file from the document, the one source of truth.
  connect(editable_.get(), &EditableDocument::file_changed, this, &Session::follow_edit);
  case_index_ = 0;
  query_index_ = 0;
  rules_ = arguments.rules;
  problem_ = nullptr;
  lane_.set_problem(nullptr, QString());
  search_error_.clear();
  answers_ = nullptr;
  // The search asked for, else the one last run on this puzzle, else its judge solver.
  const QStringList names = algorithm_names();
  const QString last = QSettings().value(settings_key_for_algorithm(puzzle)).toString();
  algorithm_ = names.contains(arguments.algorithm) ? arguments.algorithm : names.contains(last) ? last : names.front();
  emit opened();
  if (!choose(0, 0)) show_chosen();  // only the end marker: a valid judge file that asks nothing
}

bool Session::choose(int case_index, int query_index) {
  const std::shared_ptr<const PuzzleFile> file = this->file();
  if (!file || case_index < 0 || case_index >= file->case_count()) return false;
  if (file->query_count(case_index) == 0) {
    // A board is searched for a query: with none, the board is shown and nothing can run.
    case_index_ = case_index;
    query_index_ = 0;
    problem_ = file->problem(case_index, PuzzleFile::kBoardOnly, rules_);
  } else {
    if (query_index < 0 || query_index >= file->query_count(case_index)) return false;
    case_index_ = case_index;
    query_index_ = query_index;
    problem_ = file->problem(case_index, query_index, rules_);
  }
  show_chosen();
  return true;
}

void Session::show_chosen() {
  // A search of another query (or under other rules, or another search) is forgotten.
  lane_.set_problem(problem_ && problem_->has_query() ? problem_ : nullptr, algorithm_);
  search_error_.clear();
  emit chosen();
}

void Session::set_rule(const std::string& id, int value) {
  if (!has_document()) return;
  rules_[id] = value;
  choose(case_index_, query_index_);
}

QStringList Session::algorithm_names() const {
  QStringList names;
  if (!editable_) return names;
  for (const trace::AlgorithmInfo& info : file()->puzzle().algorithms()) names << algorithm_name(info);
  return names;
}

bool Session::set_algorithm(const QString& name) {
  if (name.isEmpty() || !algorithm_names().contains(name)) return false;
  if (name == algorithm_) return true;
  algorithm_ = name;
  // A running search goes on with the search it started with; the next one is this.
  if (!searching() && problem_ && problem_->has_query()) {
    lane_.set_problem(problem_, algorithm_);
    search_error_.clear();
  }
  emit search_chosen();
  return true;
}

bool Session::run_search() {
  if (!problem_ || !problem_->has_query() || algorithm_.isEmpty()) return false;
  lane_.set_problem(problem_, algorithm_);
  lane_.start();
  search_error_.clear();
  QSettings().setValue(settings_key_for_algorithm(file()->puzzle()), algorithm_);
  return true;
}

void Session::forget_search() {
  if (!searching()) return;
  lane_.set_problem(problem_ && problem_->has_query() ? problem_ : nullptr, algorithm_);
}

QString Session::describe(trace::StateId state) const {
  if (!problem_ || lane_.result() == nullptr || state == trace::kNoState) return {};
  return problem_->describe_state(lane_.result()->algorithm, state);
}

bool Session::ask_judge() {
  const std::shared_ptr<const Problem> problem = problem_;
  if (!problem || !problem->has_query()) return false;
  // The judge solver, without a recorder: a whole 1000 × 999 board is one quick search.
  // A newer question replaces the watched one; the older answer is never said.
  const std::string judge(problem->algorithms().front().name);
  judge_watcher_.setFuture(QtConcurrent::run([problem, judge]() -> QString {
    try {
      return problem->judge_answer(judge);
    } catch (const std::exception& error) {
      return tr("none (%1)").arg(QString::fromStdString(error.what()));
    }
  }));
  return true;
}

void Session::set_answers(std::shared_ptr<const JudgedAnswers> answers) {
  answers_ = std::move(answers);
  emit answers_changed();
}

void Session::follow_edit() {
  if (answers_) set_answers(nullptr);
  emit file_changed();
  if (hold_choice_) return;
  const std::shared_ptr<const PuzzleFile> file = this->file();
  const int cases = file->case_count();
  if (cases == 0) {
    case_index_ = 0;
    query_index_ = 0;
    problem_ = nullptr;
    show_chosen();
    return;
  }
  // The same case and query where they still exist, else the last ones left.
  const int c = std::clamp(case_index_, 0, cases - 1);
  choose(c, std::clamp(query_index_, 0, std::max(file->query_count(c) - 1, 0)));
}

}  // namespace frontier::gui

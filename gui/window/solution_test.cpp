#include "window/solution_test.hpp"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

#include "model/puzzle.hpp"
#include "session/session.hpp"
#include "window/dialog_folders.hpp"

namespace frontier::gui {

namespace {
const QString kProgramKey = QStringLiteral("trainee/program");
}  // namespace

QString frontier_cli_path() {
  // Installed, frontier-cli is beside frontier; in a build tree, where CMake built it.
  const QString beside = QCoreApplication::applicationDirPath() + QStringLiteral("/frontier-cli");
  for (const QString& candidate : {beside, QStringLiteral(FRONTIER_BUILT_CLI)}) {
    if (QFileInfo(candidate).isExecutable()) return candidate;
  }
  return QStandardPaths::findExecutable(QStringLiteral("frontier-cli"));
}

SolutionTester::SolutionTester(QWidget& window, Session& session,
                               std::function<void(const QString&, const QString&)> show_failing)
    : QObject(&window), window_(window), session_(session), show_failing_(std::move(show_failing)) {}

QString SolutionTester::output_base() const {
  const std::shared_ptr<const PuzzleFile> file = session_.file();
  const std::string_view id = file ? file->puzzle().id() : std::string_view("puzzle");
  return QDir(dialog_folder(DialogUse::save, {session_.path()}))
      .filePath(QStringLiteral("stress-") + QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
}

void SolutionTester::ask() {
  QDialog dialog(&window_);
  dialog.setObjectName(QStringLiteral("solution_test_dialog"));
  dialog.setWindowTitle(tr("Test My Solution"));
  auto* form = new QFormLayout(&dialog);
  auto* explained = new QLabel(tr("Your program reads a judge file on standard input and prints its answers, as on the "
                                   "judge. It runs on files this puzzle's generator makes, growing in size; the first "
                                   "it fails is made as small as it can be and opens here, with your answers."),
                               &dialog);
  explained->setWordWrap(true);
  form->addRow(explained);
  auto* program = new QLineEdit(QSettings().value(kProgramKey).toString(), &dialog);
  program->setObjectName(QStringLiteral("solution_program"));
  program->setPlaceholderText(tr("./a.out, or python3 mine.py"));
  program->setMinimumWidth(360);
  auto* choose = new QPushButton(tr("C&hoose…"), &dialog);
  choose->setObjectName(QStringLiteral("solution_choose"));
  connect(choose, &QPushButton::clicked, &dialog, [&] {
    const QString path = ask_open_path(&dialog, tr("Your Program"), dialog_folder(DialogUse::open, {session_.path()}), tr("All files (*)"));
    // The path as the shell reads it: quoted, so that a folder with a space still runs.
    if (!path.isEmpty()) program->setText(QStringLiteral("'") + QString(path).replace(QStringLiteral("'"), QStringLiteral("'\\''")) + QStringLiteral("'"));
  });
  auto* program_row = new QHBoxLayout;
  program_row->addWidget(program, 1);
  program_row->addWidget(choose);
  // The label named as the line's own (its buddy): a row of a line and a button has none else.
  auto* program_label = new QLabel(tr("Your &program:"), &dialog);
  program_label->setBuddy(program);
  form->addRow(program_label, program_row);
  auto* rounds = new QSpinBox(&dialog);
  rounds->setObjectName(QStringLiteral("solution_rounds"));
  rounds->setRange(1, 1000);
  rounds->setValue(30);
  form->addRow(tr("&Files to try:"), rounds);
  auto* time_limit = new QDoubleSpinBox(&dialog);
  time_limit->setObjectName(QStringLiteral("solution_time_limit"));
  time_limit->setRange(0.1, 60);
  time_limit->setDecimals(1);
  time_limit->setValue(2);
  time_limit->setSuffix(tr(" s"));
  form->addRow(tr("&Time limit a file:"), time_limit);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("&Test"));
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  if (dialog.exec() != QDialog::Accepted || program->text().trimmed().isEmpty()) return;
  QSettings().setValue(kProgramKey, program->text().trimmed());
  run({program->text().trimmed(), rounds->value(), time_limit->value()});
}

void SolutionTester::tell(const QString& words, const QString& report) {
  // The message in the window's language; frontier-cli's own report (the command line's
  // English, with the seeds, sizes and files) under Show Details.
  QMessageBox box(QMessageBox::Information, tr("Test My Solution"), words, QMessageBox::Ok, &window_);
  box.setObjectName(QStringLiteral("solution_result"));
  box.setDetailedText(report.trimmed());
  box.exec();
}

QString SolutionTester::run(const SolutionTestChoice& choice, bool quiet) {
  const std::shared_ptr<const PuzzleFile> file = session_.file();
  const QString cli = frontier_cli_path();
  const auto refuse = [&](const QString& why) {
    if (!quiet) QMessageBox::warning(&window_, tr("Test My Solution"), why);
    emit finished(false, why);
    return why;
  };
  if (!file) return refuse(tr("Open a file of the puzzle first: its generator makes the files your program is tried on."));
  if (cli.isEmpty()) return refuse(tr("frontier-cli, which runs your program, is not installed beside Frontier."));
  const std::string_view id = file->puzzle().id();
  const QString base = output_base();
  QStringList arguments{QStringLiteral("stress"), QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())),
                        QStringLiteral("--program"), choice.program, QStringLiteral("--rounds"), QString::number(choice.rounds),
                        QStringLiteral("--time-limit"), QString::number(choice.time_limit), QStringLiteral("--progress"),
                        QStringLiteral("--output"), base};
  // The rules the window has in force, as frontier-cli spells them.
  for (const RuleOption& rule : file->puzzle().rules()) {
    const int value = rule_value(session_.rules(), rule);
    if (value == rule.judge_value) continue;
    for (const std::string& argument : rule_arguments(rule.id, rule.is_switch(), value)) arguments << QString::fromStdString(argument);
  }
  QProcess process;
  process.setProgram(cli);
  process.setArguments(arguments);
  QProgressDialog progress(tr("Starting your program…"), tr("Cancel"), 0, choice.rounds, &window_);
  progress.setObjectName(QStringLiteral("solution_progress"));
  progress.setWindowTitle(tr("Testing Your Solution"));
  progress.setWindowModality(Qt::WindowModal);
  progress.setAutoClose(false);
  progress.setAutoReset(false);
  progress.setMinimumDuration(0);
  if (quiet) {
    progress.reset();  // hidden
  } else {
    progress.show();
  }
  bool cancelled = false;
  connect(&progress, &QProgressDialog::canceled, &process, [&] {
    cancelled = true;
    progress.setLabelText(tr("Stopping your program…"));
    process.terminate();  // frontier-cli kills the program's whole group and removes its folders
  });
  QString errors;
  static const QRegularExpression round(QStringLiteral("^progress: round (\\d+) of (\\d+)$"));
  static const QRegularExpression shrinking(QStringLiteral("^progress: shrinking, run (\\d+)$"));
  process.setReadChannel(QProcess::StandardError);  // the progress lines; the report is read at the end
  connect(&process, &QProcess::readyReadStandardError, &process, [&] {
    while (process.canReadLine()) {
      const QString line = QString::fromUtf8(process.readLine()).trimmed();
      if (const QRegularExpressionMatch match = round.match(line); match.hasMatch()) {
        if (cancelled) continue;
        progress.setValue(match.captured(1).toInt() - 1);
        progress.setLabelText(tr("File %1 of %2: your program on a file of growing size…").arg(match.captured(1), match.captured(2)));
      } else if (const QRegularExpressionMatch match = shrinking.match(line); match.hasMatch()) {
        if (cancelled) continue;
        progress.setRange(0, 0);  // how many runs the shrinking takes is not known
        progress.setLabelText(tr("Your program failed a file: making it as small as it fails (run %1)…").arg(match.captured(1)));
      } else {
        errors += line + QLatin1Char('\n');
      }
    }
  });
  QEventLoop loop;
  connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
  connect(&process, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart) loop.quit();
  });
  process.start();
  loop.exec();
  process.disconnect();  // its last signals reach no lambda over this function's locals
  progress.hide();
  const QString report = QString::fromUtf8(process.readAllStandardOutput());
  errors += QString::fromUtf8(process.readAllStandardError());
  if (cancelled) {
    emit finished(false, tr("Cancelled."));
    return tr("Cancelled.");
  }
  if (process.error() == QProcess::FailedToStart) return refuse(tr("frontier-cli could not be started: %1").arg(process.errorString()));
  if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0) {
    if (!quiet) tell(tr("Your program passed all %n generated file(s).", nullptr, choice.rounds), report);
    emit finished(false, report);
    return report;
  }
  if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 3 || !QFileInfo::exists(base + QStringLiteral(".in"))) {
    return refuse(tr("Your program could not be tested: %1").arg((errors + report).trimmed()));
  }
  if (!quiet) {
    tell(tr("Your program fails a file. The smallest file that still fails opens now, with your answers judged."), report);
  }
  show_failing_(base + QStringLiteral(".in"), base + QStringLiteral(".mine.out"));
  emit finished(true, report);
  return report;
}

}  // namespace frontier::gui

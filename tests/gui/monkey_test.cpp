// The monkey test: a fixed-seed stream of random user events (monkey.hpp) in every mode of
// the window, then the window must still answer. A crash, a sanitizer report, a Qt warning
// that some object was null or misused, a malformed file not refused as it should be, or
// a window that no longer answers fails it, naming the seed and the event so that
// `./frontier monkey EVENTS SEED` replays it. FRONTIER_MONKEY_EVENTS and
// FRONTIER_MONKEY_SEED set the stream (3000 events and seed 1422 by default).

#include <gtest/gtest.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QMutex>
#include <QSettings>
#include <QTest>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <deque>
#include <unistd.h>

#include "app/language.hpp"
#include "gui_test_support.hpp"
#include "monkey.hpp"
#include "widgets/board_view.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define FRONTIER_MONKEY_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FRONTIER_MONKEY_SANITIZED 1
#endif
#endif
#ifdef FRONTIER_MONKEY_SANITIZED
#include <sanitizer/common_interface_defs.h>
#endif

namespace frontier::gui::testing {
namespace {

constexpr int kDefaultEvents = 3000;
constexpr std::uint64_t kDefaultSeed = 1422;  // issue 14, item 22

// What a crash prints: written before each event, so that a signal handler (or the
// sanitizer's death callback) can say which event it was with async-signal-safe write(2).
char crash_note[256] = "";

void write_crash_note() {
  if (crash_note[0] != '\0') (void)!::write(STDERR_FILENO, crash_note, std::strlen(crash_note));
}

void on_fatal_signal(int signal) {
  write_crash_note();
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

// Qt's words for a programming error at run time: a null object ("QObject::connect:
// invalid nullptr parameter", "Cannot connect (nullptr)"), an object used from the wrong
// thread or after its time ("QObject::startTimer: Timers cannot be started from another
// thread", "QBasicTimer::start", "QThread: Destroyed while thread is still running"), a
// painter misused ("QPainter::begin: Paint device returned engine == 0", "QPainter::end:
// Painter not active"), and "Cannot ..." for the rest (a signal or slot that does not
// exist, a child for a parent in another thread). Any qCritical or qFatal fails too.
constexpr const char* kFailingWarnings[] = {"null", "QObject", "QPainter::", "Cannot", "QThread", "QBasicTimer"};

class MessageWatch {
 public:
  MessageWatch() {
    watch_ = this;
    previous_ = qInstallMessageHandler(&MessageWatch::handle);
  }
  ~MessageWatch() {
    qInstallMessageHandler(previous_);
    watch_ = nullptr;
  }
  // The failing messages so far, each with the event it came during.
  QStringList failures() const {
    const QMutexLocker lock(&mutex_);
    return failures_;
  }
  void set_event(int index) { event_.store(index); }

 private:
  static void handle(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    MessageWatch* watch = watch_;
    if (watch != nullptr) {
      bool failing = type == QtCriticalMsg || type == QtFatalMsg;
      if (type == QtWarningMsg) {
        for (const char* word : kFailingWarnings) failing = failing || message.contains(QLatin1String(word));
      }
      if (failing) {
        const QMutexLocker lock(&watch->mutex_);  // workers warn too
        watch->failures_ << QStringLiteral("event %1: %2").arg(watch->event_.load()).arg(message);
      }
      if (type == QtFatalMsg) write_crash_note();
      if (watch->previous_ != nullptr) {
        watch->previous_(type, context, message);
        return;
      }
    }
    std::fprintf(stderr, "%s\n", qPrintable(message));
    if (type == QtFatalMsg) std::abort();
  }

  static inline MessageWatch* watch_ = nullptr;
  QtMessageHandler previous_ = nullptr;
  mutable QMutex mutex_;
  QStringList failures_;
  std::atomic<int> event_{-1};
};

// Counts the board's paint events.
class PaintCounter : public QObject {
 public:
  int paints = 0;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Paint) ++paints;
    return QObject::eventFilter(watched, event);
  }
};

// Puts back what the monkey changed beyond its window, however the test ends: the
// language (the tests after it in this process read English) and the crash handlers.
class Restore {
 public:
  Restore() : english_(language::available().front()) {
#ifdef FRONTIER_MONKEY_SANITIZED
    // The sanitizers catch the faults themselves; their report ends with the note.
    __sanitizer_set_death_callback(&write_crash_note);
#else
    for (const int signal : kSignals) std::signal(signal, &on_fatal_signal);
#endif
  }
  ~Restore() {
    language::apply(english_);
    // The window's layout as the monkey left it (a toolbar hidden at random, then Quit
    // saving it) is not the next test's: those tests start from the window's own layout.
    QSettings settings;
    settings.remove(QStringLiteral("window"));
    crash_note[0] = '\0';
#ifndef FRONTIER_MONKEY_SANITIZED
    for (const int signal : kSignals) std::signal(signal, SIG_DFL);
#endif
  }
  Restore(const Restore&) = delete;
  Restore& operator=(const Restore&) = delete;

 private:
  static constexpr int kSignals[] = {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL};
  QString english_;
};

QString mode_name(WindowMode mode) { return QString::fromLatin1(name(mode).data(), static_cast<int>(name(mode).size())); }

int events_to_send() {
  bool ok = false;
  const int events = qEnvironmentVariableIntValue("FRONTIER_MONKEY_EVENTS", &ok);
  return ok && events >= 0 ? events : kDefaultEvents;
}

std::uint64_t seed_to_use() {
  bool ok = false;
  const qulonglong seed = qEnvironmentVariable("FRONTIER_MONKEY_SEED").toULongLong(&ok);
  return ok ? seed : kDefaultSeed;
}

TEST(Monkey, AStreamOfRandomEventsInEveryModeLeavesTheWindowAnswering) {
  const int events = events_to_send();
  const std::uint64_t seed = seed_to_use();
  const Restore restore;
  MessageWatch messages;

  bool passed = true;
  qsizetype reported = 0;  // the messages already reported with their event
  {
    MainWindow window;
    show_active(window);
    DialogCatcher dialogs;  // the About box, open errors and "Which puzzle?" when not quiet
    Monkey monkey(window, seed);
    std::deque<QString> recent;  // the last events, for the failure message
    QElapsedTimer clock;
    clock.start();
    const auto replay = [&](int index) {
      QString text = QStringLiteral("seed %1, event %2 of %3; replay with ./frontier monkey %4 %1\nthe last events:")
                         .arg(seed).arg(index).arg(events).arg(index + 1);
      for (const QString& event : recent) text += QStringLiteral("\n  ") + event;
      return text.toStdString();
    };
    for (int i = 0; i < events && passed; ++i) {
      std::snprintf(crash_note, sizeof crash_note,
                    "monkey: died in seed %llu, event %d; replay with ./frontier monkey %d %llu\n",
                    static_cast<unsigned long long>(seed), i, i + 1, static_cast<unsigned long long>(seed));
      messages.set_event(i);
      monkey.step();
      recent.push_back(QStringLiteral("%1: %2 (now %3)").arg(i).arg(monkey.last_event(),
                                                                  mode_name(window.mode())));
      if (recent.size() > 12) recent.pop_front();
      if (!messages.failures().isEmpty() || !monkey.failures().isEmpty()) {
        ADD_FAILURE() << (messages.failures() + monkey.failures()).join(QLatin1Char('\n')).toStdString() << "\n"
                      << replay(i);
        reported = messages.failures().size();
        passed = false;
      }
    }
    std::snprintf(crash_note, sizeof crash_note, "monkey: died in the final checks after seed %llu, %d events\n",
                  static_cast<unsigned long long>(seed), events);
    messages.set_event(events);
    std::printf("monkey: seed %llu, %d events in %.1f s\n", static_cast<unsigned long long>(seed), events,
                static_cast<double>(clock.elapsed()) / 1000.0);

    if (passed && events >= 1000) {
      // With a stream this long, every mode is visited (a shorter replay need not).
      for (const WindowMode mode : kWindowModes) {
        EXPECT_TRUE(monkey.modes_seen().contains(mode)) << "never " << name(mode) << "; seed " << seed;
      }
    }

    // The window still answers: back to viewing, nothing read or searched any more, no
    // dialog left open.
    if (window.mode() == WindowMode::editing || window.mode() == WindowMode::playing ||
        window.mode() == WindowMode::exercising || window.mode() == WindowMode::comparing) {
      window.set_mode(WindowMode::viewing);
    }
    EXPECT_TRUE(wait_until([&] { return !window.session().loading(); }, 20000)) << "seed " << seed;
    if (window.mode() == WindowMode::searching) window.action(QStringLiteral("cancel"))->trigger();  // Esc, as a user would
    EXPECT_TRUE(wait_until([&] { return window.mode() == WindowMode::viewing || window.mode() == WindowMode::empty; }, 10000))
        << mode_name(window.mode()).toStdString() << "; seed " << seed;
    EXPECT_TRUE(wait_until([] { return QApplication::activeModalWidget() == nullptr; }, 1000));
    show_active(window);

    // An event posted is handled within a second.
    bool handled = false;
    QElapsedTimer posted;
    posted.start();
    QMetaObject::invokeMethod(&window, [&] { handled = true; }, Qt::QueuedConnection);
    EXPECT_TRUE(wait_until([&] { return handled; }, 1000)) << "a posted event waited " << posted.elapsed() << " ms";

    // The board repaints.
    PaintCounter counter;
    window.board_view()->installEventFilter(&counter);
    window.board_view()->update();
    EXPECT_TRUE(wait_until([&] { return counter.paints > 0; }, 1000));
    window.board_view()->removeEventFilter(&counter);

    // A last search runs to its end on a sample and shows its answer.
    const std::vector<Sample> all = samples();
    ASSERT_FALSE(all.empty());
    const Sample& sample = all[seed % all.size()];
    window.set_quiet(true);
    window.lessons().set_into_lesson(LessonController::IntoLesson::close_lesson);  // a lesson the stream built is left
    ASSERT_TRUE(open_and_wait(window, sample.path, sample.puzzle, sample.arguments)) << sample.path.toStdString();
    ASSERT_EQ(window.mode(), WindowMode::viewing);
    // The judge's answer is the judge solver's: not the search the stream last ran on
    // this puzzle (remembered, and perhaps one wrong on purpose).
    if (sample.arguments.algorithm.isEmpty()) window.session().set_algorithm(window.session().algorithm_names().front());
    ASSERT_TRUE(run_and_wait(window)) << sample.path.toStdString();
    ASSERT_FALSE(sample.expected.isEmpty());
    EXPECT_EQ(window.session().playback().result()->answer, sample.expected.front()) << sample.path.toStdString();
    window.action(QStringLiteral("to_end"))->trigger();
    EXPECT_TRUE(window.answer_banner().contains(QStringLiteral("<b>") + sample.expected.front() + QStringLiteral("</b>")))
        << window.answer_banner().toStdString();
  }
  // Including what the window said as it closed.
  EXPECT_EQ(messages.failures().size(), reported) << messages.failures().mid(reported).join(QLatin1Char('\n')).toStdString();
}

}  // namespace
}  // namespace frontier::gui::testing

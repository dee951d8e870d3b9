// Animation export: the files are read back with other readers than the writers (Qt's GIF
// reader; libavformat's demuxer and libavcodec's H.264 decoder) and held to the board
// picture the Timeline gives for the same positions; a cancelled or failed export leaves
// no file; the command line refuses a range, rate or size it cannot honour.

#include <gtest/gtest.h>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libswscale/swscale.h>
}

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QLineEdit>
#include <QSpinBox>
#include <QLabel>
#include <QTimer>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSettings>
#include <QFile>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>

#include "export/animation_dialog.hpp"
#include "export/animation_export.hpp"
#include "export/animation_job.hpp"
#include "gui_test_support.hpp"
#include "model/document_loader.hpp"

namespace frontier::gui::testing {
namespace {

constexpr int kPx = 20;  // pixels a cell: frames sized grid × kPx show every cell whole

struct Searched {
  std::shared_ptr<const Problem> problem;
  std::shared_ptr<const SearchResult> result;
  std::shared_ptr<const BoardPainter> painter;
  Timeline timeline;
};

Searched search(const QString& path, const char* algorithm) {
  Searched s;
  const LoadResult load = DocumentLoader::read(path, nullptr);
  EXPECT_FALSE(load.readings.empty());
  s.problem = load.readings.front().file->problem(0, 0);
  s.result = s.problem->search(algorithm, nullptr);
  s.painter = s.problem->painter(s.result);
  s.timeline = Timeline(s.problem, s.result);
  return s;
}

const QString kLianliankan = QStringLiteral(FRONTIER_SAMPLES_DIR) + QStringLiteral("/lianliankan/hdu1175_sample.in");

// The board as the Timeline shows it at `position`, one kPx square a cell.
QImage board_at(const Searched& s, std::uint64_t position) {
  const Moment moment = s.timeline.frame(TimelinePosition{position, std::nullopt}).moment;
  return s.painter->render(Viewport{QRect(QPoint(0, 0), s.painter->grid()), kPx}, moment, PaintStyle{});
}

// A point inside each cell near its top-left corner, clear of the grid line, the tile's
// number and the depth drawn in its lower right (and 4 pixels each way still are).
std::vector<QPoint> cell_points(QSize grid) {
  std::vector<QPoint> points;
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) points.emplace_back(x * kPx + 2, y * kPx + 2);
  }
  return points;
}

struct Video {
  int width = 0;
  int height = 0;
  int frames = 0;  // packets of the video stream: one a frame for H.264 without slices
  QString codec;
  QImage first;
};

// libavformat and libavcodec reading what the writer wrote.
Video read_mp4(const QString& path) {
  Video video;
  AVFormatContext* format = nullptr;
  if (avformat_open_input(&format, path.toLocal8Bit().constData(), nullptr, nullptr) < 0) return video;
  avformat_find_stream_info(format, nullptr);
  const int index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nullptr, 0);
  if (index >= 0) {
    const AVCodecParameters* parameters = format->streams[index]->codecpar;
    video.width = parameters->width;
    video.height = parameters->height;
    const AVCodec* decoder = avcodec_find_decoder(parameters->codec_id);
    video.codec = QString::fromUtf8(avcodec_get_name(parameters->codec_id));
    AVCodecContext* codec = avcodec_alloc_context3(decoder);
    avcodec_parameters_to_context(codec, parameters);
    avcodec_open2(codec, decoder, nullptr);
    AVPacket* packet = av_packet_alloc();
    AVFrame* frame = av_frame_alloc();
    const auto take = [&] {
      while (video.first.isNull() && avcodec_receive_frame(codec, frame) == 0) {
        // libswscale's vector code writes past the end of a tight row: give it room.
        QImage rgb((frame->width + 63) / 64 * 64, frame->height + 2, QImage::Format_RGB32);
        SwsContext* convert = sws_getContext(frame->width, frame->height, static_cast<AVPixelFormat>(frame->format), frame->width,
                                             frame->height, AV_PIX_FMT_RGB32, SWS_BILINEAR, nullptr, nullptr, nullptr);
        std::uint8_t* planes[4] = {rgb.bits(), nullptr, nullptr, nullptr};
        const int strides[4] = {static_cast<int>(rgb.bytesPerLine()), 0, 0, 0};
        sws_scale(convert, frame->data, frame->linesize, 0, frame->height, planes, strides);
        sws_freeContext(convert);
        video.first = rgb.copy(0, 0, frame->width, frame->height);
      }
    };
    while (av_read_frame(format, packet) >= 0) {
      if (packet->stream_index == index) {
        ++video.frames;
        avcodec_send_packet(codec, packet);
        take();
      }
      av_packet_unref(packet);
    }
    avcodec_send_packet(codec, nullptr);
    take();
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&codec);
  }
  avformat_close_input(&format);
  return video;
}

// The mean colour of the 4×4 pixels from `point`: lossy coding rings around edges, and a
// single pixel may stray where the mean of a flat patch does not.
QRgb patch_mean(const QImage& image, QPoint point) {
  int r = 0, g = 0, b = 0;
  for (int dy = 0; dy < 4; ++dy) {
    for (int dx = 0; dx < 4; ++dx) {
      const QRgb pixel = image.pixel(point + QPoint(dx, dy));
      r += qRed(pixel), g += qGreen(pixel), b += qBlue(pixel);
    }
  }
  return qRgb(r / 16, g / 16, b / 16);
}

bool near(QRgb a, QRgb b, int tolerance) {
  return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance &&
         std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

QStringList files_in(const QTemporaryDir& directory) {
  return QDir(directory.path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
}

TEST(AnimationExport, AGifHoldsOneFrameAPositionEachTheTimelinesBoard) {
  const Searched s = search(kLianliankan, "bfs-turns");
  ASSERT_GE(s.timeline.length(), 8u);
  QTemporaryDir directory;
  AnimationRequest request;
  request.path = directory.filePath(QStringLiteral("bfs.gif"));
  request.format = AnimationFormat::gif;
  request.range = {2, 7};
  request.size = s.painter->grid() * kPx;
  request.fps = 4;
  ASSERT_EQ(export_animation(s.timeline, *s.painter, PaintStyle{}, request), AnimationEnd::written);
  EXPECT_EQ(files_in(directory), QStringList{QStringLiteral("bfs.gif")}) << "no temporary file left beside it";

  QImageReader reader(request.path, "gif");
  ASSERT_TRUE(reader.canRead()) << reader.errorString().toStdString();
  EXPECT_EQ(reader.imageCount(), 6);
  EXPECT_EQ(reader.size(), request.size);
  std::vector<QImage> frames;
  for (QImage frame; reader.read(&frame);) frames.push_back(frame.convertToFormat(QImage::Format_RGB32));
  ASSERT_EQ(frames.size(), 6u);
  // The first and last frames are exactly the boards at positions 2 and 7, and those two
  // differ (the search moved on), so a frame stuck at one step would be caught.
  for (const auto& [frame, position] : {std::pair{0, 2}, std::pair{5, 7}}) {
    const QImage board = board_at(s, position);
    for (const QPoint& point : cell_points(s.painter->grid())) {
      ASSERT_EQ(frames[frame].pixel(point) | 0xff000000, board.pixel(point) | 0xff000000)
          << "frame " << frame << " at " << point.x() << "," << point.y();
    }
  }
  EXPECT_NE(board_at(s, 2), board_at(s, 7));
  // 4 frames a second: a quarter of a second each, in the GIF's hundredths.
  QImageReader timing(request.path, "gif");
  ASSERT_FALSE(timing.read().isNull());
  EXPECT_EQ(timing.nextImageDelay(), 250);
}

TEST(AnimationExport, AnMp4HoldsOneH264FrameAPositionCloseToTheTimelinesBoard) {
  const Searched s = search(kLianliankan, "bfs-turns");
  QTemporaryDir directory;
  AnimationRequest request;
  request.path = directory.filePath(QStringLiteral("bfs.mp4"));
  request.format = AnimationFormat::mp4;
  request.range = {3, 12};
  request.size = animation_size(AnimationFormat::mp4, s.painter->grid() * kPx);
  ASSERT_EQ(request.size, s.painter->grid() * kPx) << "a grid of 20-pixel cells is even both ways";
  request.fps = 25;
  ASSERT_EQ(export_animation(s.timeline, *s.painter, PaintStyle{}, request), AnimationEnd::written);
  EXPECT_EQ(files_in(directory), QStringList{QStringLiteral("bfs.mp4")});

  const Video video = read_mp4(request.path);
  EXPECT_EQ(video.codec, QStringLiteral("h264"));
  EXPECT_EQ(QSize(video.width, video.height), request.size);
  EXPECT_EQ(video.frames, 10);
  ASSERT_EQ(video.first.size(), request.size);
  // yuv420p and lossy coding: close, not equal.
  const QImage board = board_at(s, 3);
  for (const QPoint& point : cell_points(s.painter->grid())) {
    const QRgb shown = patch_mean(video.first, point), drawn = patch_mean(board, point);
    EXPECT_TRUE(near(shown, drawn, 16)) << point.x() << "," << point.y() << ": " << std::hex << shown << " for " << drawn;
  }
  // The check tells the positions apart: the board at the last one differs beyond it.
  const QImage last = board_at(s, 12);
  int apart = 0;
  for (const QPoint& point : cell_points(s.painter->grid())) apart += near(patch_mean(last, point), patch_mean(board, point), 16) ? 0 : 1;
  EXPECT_GT(apart, 0);
}

TEST(AnimationExport, AnOddSizeIsRoundedDownToEvenForMp4Only) {
  EXPECT_EQ(animation_size(AnimationFormat::mp4, QSize(641, 481)), QSize(640, 480));
  EXPECT_EQ(animation_size(AnimationFormat::gif, QSize(641, 481)), QSize(641, 481));
  EXPECT_EQ(animation_format(QStringLiteral("/a/b.GIF")), AnimationFormat::gif);
  EXPECT_EQ(animation_format(QStringLiteral("b.mp4")), AnimationFormat::mp4);
  EXPECT_EQ(animation_format(QStringLiteral("b.png")), std::nullopt);
}

// A video for a projector: the board as large as a 1080p frame holds it, not the PNG
// export's 48 pixels a cell (288×240 for this sample).
TEST(AnimationExport, TheDefaultSizeIsTheBoardFittedWithinA1080pFrame) {
  const Searched s = search(kLianliankan, "bfs-turns");
  const QSize grid = s.painter->grid();
  ASSERT_EQ(grid, QSize(6, 5)) << "the 3 × 4 board with its ring";
  const QSize size = default_animation_size(grid);
  EXPECT_LE(size.width(), 1920);
  EXPECT_LE(size.height(), 1080);
  EXPECT_GT(size.width(), 288);
  EXPECT_GT(size.height(), 240);
  EXPECT_TRUE(size.width() >= 1920 * 9 / 10 || size.height() >= 1080 * 9 / 10) << size.width() << "x" << size.height();
  EXPECT_EQ(size.width() * grid.height(), size.height() * grid.width()) << "the board's shape is kept";
  EXPECT_EQ(size.width() % grid.width(), 0) << "whole pixels a cell: no grey band beside the board";
  EXPECT_EQ(size, animation_size(AnimationFormat::mp4, size)) << "even sides, as an MP4 holds them";
  for (const QSize other : {QSize(1000, 999), QSize(7, 3), QSize(1000, 1), QSize(1, 1)}) {
    const QSize fitted = default_animation_size(other);
    EXPECT_TRUE(QRect(QPoint(), kDefaultAnimationFit).contains(QRect(QPoint(), fitted))) << other.width() << "x" << other.height();
    EXPECT_EQ(fitted, animation_size(AnimationFormat::mp4, fitted));
    EXPECT_TRUE(caption_size_problem(default_animation_size(other, true)).isEmpty()) << "room for a caption when one is asked";
  }
}

// The rows of `frame`'s caption band that hold the caption's white letters.
std::pair<int, int> lettered_rows(const QImage& frame, int band) {
  int top = -1, bottom = -1;
  for (int y = frame.height() - band; y < frame.height(); ++y) {
    for (int x = 0; x < frame.width(); ++x) {
      if (qGray(frame.pixel(x, y)) > 160) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  return {top, bottom};
}

// The caption reads from the back of a classroom: at least 14 pixels and a fortieth of the
// frame's height, where it was 7 pixels in the default 288×240 frame; and it is whole in
// its band, a long sentence wrapped or elided rather than cut.
TEST(AnimationExport, TheCaptionReadsOnAProjectorAndIsNotCut) {
  const Searched s = search(kLianliankan, "bfs-turns");
  const Moment moment = s.timeline.frame(TimelinePosition{3, std::nullopt}).moment;
  const QString sentence = caption_at(s.timeline, 3);
  ASSERT_FALSE(sentence.isEmpty());
  for (const QSize size : {default_animation_size(s.painter->grid(), true), QSize(1920, 1080), QSize(3840, 2160), QSize(288, 240),
                           kMinCaptionedSize, QSize(1000, 1000)}) {
    const std::string at = std::to_string(size.width()) + "x" + std::to_string(size.height());
    const int type = caption_px(size);
    EXPECT_GE(type, kSmallestCaptionPx) << at;
    EXPECT_GE(type, size.height() / 40) << at;
    const int band = caption_band_height(size);
    // A capital H stands about 0.73 of the type's size.
    const auto [top, bottom] = lettered_rows(animation_frame(*s.painter, moment, PaintStyle{}, size, QStringLiteral("HHH HHH")), band);
    ASSERT_GE(top, 0) << at;
    EXPECT_GE(bottom - top + 1, std::max(kSmallestCaptionPx, size.height() / 40) * 65 / 100) << at;
    for (const QString& caption : {QStringLiteral("HHH HHH"), sentence, sentence + QLatin1Char(' ') + sentence + QLatin1Char(' ') + sentence}) {
      const auto [first, last] = lettered_rows(animation_frame(*s.painter, moment, PaintStyle{}, size, caption), band);
      EXPECT_GT(first, size.height() - band) << at << ": cut at the band's top";
      EXPECT_LT(last, size.height() - 1) << at << ": cut at the frame's foot";
    }
  }
}

TEST(AnimationExport, ACaptionNeedsAFrameWithRoomForIt) {
  EXPECT_TRUE(caption_size_problem(kMinCaptionedSize).isEmpty());
  EXPECT_FALSE(caption_size_problem(QSize(159, 480)).isEmpty());
  EXPECT_FALSE(caption_size_problem(QSize(640, 119)).isEmpty());
  const Searched s = search(kLianliankan, "bfs-turns");
  QTemporaryDir directory;
  AnimationRequest request;
  request.path = directory.filePath(QStringLiteral("small.gif"));
  request.range = {0, 2};
  request.size = {64, 48};
  request.caption = true;
  try {
    export_animation(s.timeline, *s.painter, PaintStyle{}, request);
    ADD_FAILURE() << "a caption was put in a 64x48 frame";
  } catch (const AnimationError& error) {
    EXPECT_TRUE(error.message().contains(QStringLiteral("160×120"))) << error.message().toStdString();
  }
  EXPECT_TRUE(files_in(directory).isEmpty());
  // The dialog says so, and offers no Export until the frame is large enough.
  AnimationDialog dialog(nullptr, request.path, s.timeline.length(), {0, 2}, QSize(64, 48));
  QPushButton* export_button = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
  EXPECT_TRUE(export_button->isEnabled());
  dialog.caption_box()->setChecked(true);
  EXPECT_FALSE(export_button->isEnabled());
  EXPECT_TRUE(dialog.findChild<QLabel*>(QStringLiteral("animation_summary"))->text().contains(QStringLiteral("160×120")));
  dialog.width_box()->setValue(160);
  dialog.height_box()->setValue(120);
  EXPECT_TRUE(export_button->isEnabled());
}

// Export Animation asks before it replaces a file, remembers the speed, the caption and the
// format chosen last, and offers first a speed a class can follow (two steps a second).
TEST(AnimationExport, TheDialogAsksBeforeReplacingAFileAndRemembersItsChoices) {
  const auto forget = [] {
    QSettings settings;
    settings.remove(QStringLiteral("animation"));
  };
  forget();
  const Searched s = search(kLianliankan, "bfs-turns");
  QTemporaryDir directory;
  const QString clip = directory.filePath(QStringLiteral("clip.mp4"));
  {
    QFile existing(clip);
    ASSERT_TRUE(existing.open(QIODevice::WriteOnly));
    existing.write("last week's clip");
  }
  {
    AnimationDialog dialog(nullptr, directory.filePath(QStringLiteral("clip.gif")), s.timeline.length(), {0, 2}, QSize(320, 240));
    EXPECT_EQ(dialog.fps_box()->value(), 2) << "the first speed offered plays a class's search too fast to follow";
    EXPECT_FALSE(dialog.caption_box()->isChecked());
    dialog.path_edit()->setText(clip);
    dialog.fps_box()->setValue(5);
    dialog.caption_box()->setChecked(true);
    dialog.show();
    QPushButton* export_button = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    {
      DialogCatcher no;  // the question answered by Esc: keep the file
      export_button->click();
      EXPECT_EQ(no.names(), QStringList{QStringLiteral("replace_question")});
    }
    EXPECT_NE(dialog.result(), QDialog::Accepted) << "the file was replaced without asking";
    {
      DialogCatcher replace(QStringLiteral("replace"));
      export_button->click();
      EXPECT_EQ(replace.names(), QStringList{QStringLiteral("replace_question")});
    }
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
  }
  AnimationDialog again(nullptr, directory.filePath(QStringLiteral("next.gif")), s.timeline.length(), {0, 2}, QSize(320, 240));
  EXPECT_EQ(again.fps_box()->value(), 5);
  EXPECT_TRUE(again.caption_box()->isChecked());
  EXPECT_EQ(AnimationDialog::remembered_suffix(), QStringLiteral("mp4"));
  forget();
}

TEST(AnimationExport, TheDefaultRangeIsTheReplayOfTheFoundMovesWhenThereAreAny) {
  const Searched lines = search(kLianliankan, "bfs-turns");
  EXPECT_EQ(default_animation_range(lines.timeline), (AnimationRange{0, lines.timeline.length()}));
  const Searched moves = search(QStringLiteral(FRONTIER_SAMPLES_DIR) + QStringLiteral("/huarongdao/sample.in"), "bfs");
  ASSERT_GT(moves.result->moves, 0);
  EXPECT_EQ(default_animation_range(moves.timeline), (AnimationRange{moves.timeline.steps(), moves.timeline.length()}));
}

// An empty 150×150 Lianliankan board with its two tiles in opposite corners: bfs-turns
// expands some 45,000 (cell, heading) states, far more frames than anyone would watch.
QString large_empty_board(const QTemporaryDir& directory) {
  const QString path = directory.filePath(QStringLiteral("empty_150x150.in"));
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::WriteOnly));
  QByteArray text = "150 150\n";
  for (int row = 1; row <= 150; ++row) {
    for (int col = 1; col <= 150; ++col) {
      text += (row == 1 && col == 1) || (row == 150 && col == 150) ? "1" : "0";
      text += col == 150 ? "\n" : " ";
    }
  }
  text += "1\n1 1 150 150\n0 0\n";
  file.write(text);
  return path;
}

// A search of tens of thousands of positions is not animated whole by default: at most
// kDefaultAnimationFrames, ending where a layer ends; more than kMaxAnimationFrames is
// refused with the count; the command line counts the frames drawn on standard error
// (a search of two million positions ran for ten minutes with no word and no end).
TEST(AnimationExport, ALargeSearchIsBoundedByDefaultAndRefusedWhenAskedWholeWithItsFigures) {
  QTemporaryDir directory;
  const QString board = large_empty_board(directory);
  const Searched s = search(board, "bfs-turns");
  ASSERT_GT(s.timeline.length(), kMaxAnimationFrames);
  const AnimationRange range = default_animation_range(s.timeline);
  EXPECT_EQ(range.from, 0U);
  EXPECT_LE(range.frames(), kDefaultAnimationFrames);
  const auto& starts = s.result->trace.layer_starts();
  EXPECT_NE(std::find(starts.begin(), starts.end(), range.to + 1), starts.end()) << "ends after a whole layer: " << range.to;
  EXPECT_TRUE(animation_range_problem(s.timeline, {0, s.timeline.length()}).contains(QStringLiteral("more than the 36,000")))
      << animation_range_problem(s.timeline, {0, s.timeline.length()}).toStdString();

  const QStringList base{board, QStringLiteral("--algorithm"), QStringLiteral("bfs-turns"), QStringLiteral("--size"),
                         QStringLiteral("64x64"), QStringLiteral("--export-animation")};
  const QString bounded = directory.filePath(QStringLiteral("bounded.gif"));
  const ProgramRun ran = run_frontier(base + QStringList{bounded});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("(%1 frames, positions 0 to %2,").arg(range.frames()).arg(range.to))) << ran.out.toStdString();
  EXPECT_TRUE(ran.err.contains(QStringLiteral("animation: frame %1 of %1").arg(range.frames()))) << ran.err.toStdString();
  const QString whole = directory.filePath(QStringLiteral("whole.gif"));
  const ProgramRun refused = run_frontier(base + QStringList{whole, QStringLiteral("--to"), QStringLiteral("end")});
  EXPECT_EQ(refused.status, 2);
  EXPECT_TRUE(refused.err.contains(QStringLiteral("more than the 36,000 an animation may have"))) << refused.err.toStdString();
  EXPECT_FALSE(QFile::exists(whole));

  // An export that would take longer than the bound to draw is refused with its estimate.
  AnimationRequest request;
  request.range = {0, 999};
  request.size = QSize(1920, 1080);
  EXPECT_TRUE(animation_time_problem(request, kMaxAnimationSeconds / 2).isEmpty());
  EXPECT_TRUE(animation_time_problem(request, 3 * 3600).contains(QStringLiteral("about 180 minutes")))
      << animation_time_problem(request, 3 * 3600).toStdString();
  EXPECT_GT(animation_seconds_to_draw(s.timeline, *s.painter, PaintStyle{}, request), 0.0);
}

TEST(AnimationExport, ACancelledExportLeavesNoFile) {
  const Searched s = search(kLianliankan, "bfs-turns");
  for (const char* name : {"cancelled.gif", "cancelled.mp4"}) {
    QTemporaryDir directory;
    AnimationRequest request;
    request.path = directory.filePath(QString::fromLatin1(name));
    request.format = *animation_format(request.path);
    request.range = {0, 10};
    request.size = {64, 48};
    int told = 0;
    const AnimationEnd end = export_animation(s.timeline, *s.painter, PaintStyle{}, request,
                                              [&](std::uint64_t written, std::uint64_t total) {
                                                EXPECT_EQ(total, 11u);
                                                EXPECT_EQ(written, static_cast<std::uint64_t>(++told));
                                                return written < 3;
                                              });
    EXPECT_EQ(end, AnimationEnd::cancelled) << name;
    EXPECT_EQ(told, 3) << name;
    EXPECT_TRUE(files_in(directory).isEmpty()) << name << ": " << files_in(directory).join(' ').toStdString();
  }
}

TEST(AnimationExport, AFailedExportSaysWhyAndLeavesNoFile) {
  const Searched s = search(kLianliankan, "bfs-turns");
  QTemporaryDir directory;
  AnimationRequest request;
  request.path = directory.filePath(QStringLiteral("missing/folder/out.gif"));
  request.range = {0, 2};
  request.size = {64, 48};
  EXPECT_THROW(export_animation(s.timeline, *s.painter, PaintStyle{}, request), AnimationError);
  request.path = directory.filePath(QStringLiteral("past.gif"));
  request.range = {0, s.timeline.length() + 1};
  try {
    export_animation(s.timeline, *s.painter, PaintStyle{}, request);
    ADD_FAILURE() << "a range past the timeline was exported";
  } catch (const AnimationError& error) {
    EXPECT_TRUE(error.message().contains(QStringLiteral("past the end"))) << error.message().toStdString();
  }
  EXPECT_TRUE(files_in(directory).isEmpty());
}

TEST(AnimationExport, TheWindowsJobRunsOnAWorkerAndItsCancelLeavesNoFile) {
  // A search of tens of thousands of steps: far more frames than can be written before
  // Cancel, pressed as soon as the progress dialog is up.
  const Searched s = search(write_temporary(QStringLiteral("walled_120x120_animation.in"), walled_lianliankan_board(120, 120)),
                            "bfs-turns");
  ASSERT_GT(s.timeline.length(), 10000u);
  QWidget window;
  QTemporaryDir directory;
  AnimationRequest request;
  request.path = directory.filePath(QStringLiteral("long.mp4"));
  request.format = AnimationFormat::mp4;
  request.range = {0, std::min<std::uint64_t>(s.timeline.length(), kMaxAnimationFrames - 1)};
  request.size = {240, 240};
  auto* job = new AnimationJob(&window, s.timeline, s.painter, PaintStyle{}, request);
  QSignalSpy finished(job, &AnimationJob::finished);
  ASSERT_NE(job->progress_dialog(), nullptr);
  EXPECT_FALSE(job->progress_dialog()->isModal()) << "the window stays usable";
  QApplication::processEvents();
  auto* cancel = job->progress_dialog()->findChild<QPushButton*>();
  ASSERT_NE(cancel, nullptr);
  cancel->click();
  ASSERT_TRUE(wait_until([&] { return finished.count() == 1; }));
  EXPECT_EQ(finished.front().at(1).value<AnimationEnd>(), AnimationEnd::cancelled);
  EXPECT_TRUE(finished.front().at(2).toString().isEmpty());
  EXPECT_TRUE(files_in(directory).isEmpty()) << files_in(directory).join(' ').toStdString();
}

TEST(AnimationExport, TheWindowsJobWritesTheFileAndSaysSo) {
  const Searched s = search(kLianliankan, "bfs-turns");
  QWidget window;
  QTemporaryDir directory;
  AnimationRequest request;
  request.path = directory.filePath(QStringLiteral("whole.gif"));
  request.range = default_animation_range(s.timeline);
  request.size = default_animation_size(s.painter->grid());
  auto* job = new AnimationJob(&window, s.timeline, s.painter, PaintStyle{}, request);
  QSignalSpy finished(job, &AnimationJob::finished);
  ASSERT_TRUE(wait_until([&] { return finished.count() == 1; }));
  EXPECT_EQ(finished.front().at(1).value<AnimationEnd>(), AnimationEnd::written);
  QImageReader reader(request.path, "gif");
  EXPECT_EQ(reader.imageCount(), static_cast<int>(s.timeline.length()) + 1);
  EXPECT_EQ(reader.size(), request.size);
}

TEST(AnimationExport, TheCommandLineWritesTheAnimationAndRefusesWhatItCannotHonour) {
  QTemporaryDir directory;
  const QString out = directory.filePath(QStringLiteral("cli.gif"));
  const QStringList base{kLianliankan, QStringLiteral("--case"), QStringLiteral("1"), QStringLiteral("--query"), QStringLiteral("1"),
                         QStringLiteral("--algorithm"), QStringLiteral("bfs-turns"), QStringLiteral("--export-animation")};
  const ProgramRun ran = run_frontier(base + QStringList{out, QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"),
                                              QStringLiteral("4"), QStringLiteral("--fps"), QStringLiteral("5"),
                                              QStringLiteral("--size"), QStringLiteral("200x150")});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("animation: ") + out)) << ran.out.toStdString();
  QImageReader reader(out, "gif");
  EXPECT_EQ(reader.imageCount(), 4);
  EXPECT_EQ(reader.size(), QSize(200, 150));

  struct Refused {
    QStringList arguments;
    const char* says;
  };
  const QString gif = directory.filePath(QStringLiteral("refused.gif"));
  for (const Refused& refused : {
           Refused{{gif, QStringLiteral("--from"), QStringLiteral("5"), QStringLiteral("--to"), QStringLiteral("3")},
                   "--from 5 --to 3: the first position is after the last"},
           Refused{{gif, QStringLiteral("--to"), QStringLiteral("100000")}, "past the end of the timeline"},
           Refused{{gif, QStringLiteral("--from"), QStringLiteral("-1")}, "--from needs a timeline position from 0"},
           Refused{{gif, QStringLiteral("--to"), QStringLiteral("3x")}, "--to needs a timeline position from 0, or end, not '3x'"},
           Refused{{gif, QStringLiteral("--to"), QStringLiteral("END")}, "--to needs a timeline position from 0, or end, not 'END'"},
           Refused{{gif, QStringLiteral("--from"), QStringLiteral("end"), QStringLiteral("--to"), QStringLiteral("3")},
                   "the first step ("},
           Refused{{gif, QStringLiteral("--caption"), QStringLiteral("--size"), QStringLiteral("100x80")},
                   "--caption needs frames of at least 160x120, not 100x80"},
           Refused{{gif, QStringLiteral("--fps"), QStringLiteral("0")}, "--fps needs a number from 1 to 50"},
           Refused{{gif, QStringLiteral("--size"), QStringLiteral("8x8")}, "--size needs WxH, from 16x16 to 3840x2160"},
           Refused{{directory.filePath(QStringLiteral("refused.avi"))}, "needs a file ending in .gif or .mp4"},
       }) {
    const ProgramRun no = run_frontier(base + refused.arguments);
    EXPECT_EQ(no.status, 2) << refused.says;
    EXPECT_TRUE(no.err.contains(QString::fromLatin1(refused.says))) << no.err.toStdString();
  }
  EXPECT_EQ(QDir(directory.path()).entryList(QDir::Files), QStringList{QStringLiteral("cli.gif")});
}

// --to end, as --step end: the timeline's last position, known once the search has run.
TEST(AnimationExport, TheCommandLinesToEndIsTheLastPositionOfTheTimeline) {
  const Searched s = search(kLianliankan, "bfs-turns");
  const std::uint64_t last = s.timeline.length();
  ASSERT_GT(last, 3u);
  QTemporaryDir directory;
  const QStringList base{kLianliankan, QStringLiteral("--algorithm"), QStringLiteral("bfs-turns"), QStringLiteral("--size"),
                         QStringLiteral("64x48"), QStringLiteral("--export-animation")};
  const QString to_end = directory.filePath(QStringLiteral("to_end.gif"));
  const ProgramRun ran = run_frontier(base + QStringList{to_end, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"),
                                                         QStringLiteral("end")});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("positions 2 to %1,").arg(last))) << ran.out.toStdString();
  EXPECT_EQ(QImageReader(to_end, "gif").imageCount(), static_cast<int>(last) - 1);
  // end as the first position too: the one frame of the end.
  const QString only_end = directory.filePath(QStringLiteral("only_end.gif"));
  const ProgramRun end = run_frontier(base + QStringList{only_end, QStringLiteral("--from"), QStringLiteral("end"), QStringLiteral("--to"),
                                                         QStringLiteral("end")});
  ASSERT_EQ(end.status, 0) << end.err.toStdString();
  EXPECT_TRUE(end.out.contains(QStringLiteral("(1 frames, positions %1 to %1,").arg(last))) << end.out.toStdString();
}

// Without --size the frames are the board fitted within 1080p, as the dialog offers, and
// the caption reads in them.
TEST(AnimationExport, TheCommandLinesDefaultFramesFillA1080pFrameWithAReadableCaption) {
  const Searched s = search(kLianliankan, "bfs-turns");
  QTemporaryDir directory;
  const QString out = directory.filePath(QStringLiteral("default.gif"));
  const ProgramRun ran = run_frontier({kLianliankan, QStringLiteral("--algorithm"), QStringLiteral("bfs-turns"), QStringLiteral("--export-animation"),
                                       out, QStringLiteral("--from"), QStringLiteral("3"), QStringLiteral("--to"), QStringLiteral("4"),
                                       QStringLiteral("--caption")});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  QImageReader reader(out, "gif");
  EXPECT_EQ(reader.size(), default_animation_size(s.painter->grid(), true));
  EXPECT_GT(reader.size().width(), 288);
  const QImage first = reader.read().convertToFormat(QImage::Format_RGB32);
  ASSERT_FALSE(first.isNull());
  const auto [top, bottom] = lettered_rows(first, caption_band_height(first.size()));
  EXPECT_GE(bottom - top + 1, first.height() / 40) << "two lines of the narration, each of a fortieth of the height at least";
}

}  // namespace
}  // namespace frontier::gui::testing

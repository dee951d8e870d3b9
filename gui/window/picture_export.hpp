#pragma once
// File ▸ Export ▸ Picture, Edit ▸ Copy Picture and `frontier --picture`: the picture at
// the cursor's moment, of the whole teaching view (teaching_picture.hpp) or of the board
// alone, as PNG (pixels) or SVG (the cells as vector shapes up to kMostVectorShapes, else
// one embedded image, said so; labels, paths, words and panels as vectors).
//
// The board is always drawn by its BoardPainter at the picture's own resolution, never
// scaled from the screen: with whole pixels a cell as large as fits, or, for a board with
// more cells than the picture has pixels, at one pixel a cell scaled down smoothly.

#include <QByteArray>
#include <QImage>
#include <QRect>
#include <QSize>
#include <QString>
#include <optional>

#include "render/board_painter.hpp"
#include "window/teaching_picture.hpp"

namespace frontier::gui {

enum class PictureView { whole, board };
enum class PictureFormat { png, svg };

// A slide's size: the whole view's default.
inline constexpr QSize kWholeViewSize{1920, 1080};
// Below this the panels' words are too small to read; above it (8K UHD, 127 MiB as RGB32)
// a picture is no longer for a slide.
inline constexpr QSize kMinPictureSize{160, 120};
inline constexpr QSize kMaxPictureSize{7680, 4320};

// By the file's suffix (.png, .svg, any case); nullopt for anything else.
std::optional<PictureFormat> picture_format(const QString& path);

// Cell size for the board alone at its own size: roomy for small boards, one pixel a cell
// for big ones.
int export_cell_px(QSize grid);
// The picture's size when none is chosen: 1920×1080 for the whole view; the board alone
// at export_cell_px a cell.
QSize default_picture_size(PictureView view, QSize grid);

// Where the whole view puts the board in its place `box`: as the window's board view
// does, the judge's column numbers in a band above it and the row numbers in a band to
// its left (the picture's words name cells by them), the board at whole pixels a cell as
// large as fits beside them, the three centred together; no bands where the cells are too
// small for a number (then the board is centred in the box).
struct RuledBoard {
  QRect board;          // the board's cells, grid × cell_px
  int cell_px = 1;
  bool rulers = false;
  int font_px = 0;      // the numbers' type
  int column_band = 0;  // the band above the board, high
  int row_band = 0;     // the band to its left, wide
};
RuledBoard ruled_board(QSize grid, const QRect& box);

// Everything a picture shows: the board at one moment, and for the whole view the words
// of the panels around it.
struct PictureSource {
  const BoardPainter* painter = nullptr;
  Moment moment;
  PaintStyle style;
  TeachingView view;
  QString title;  // the SVG's title
};

QImage picture_image(const PictureSource& source, PictureView view, QSize size);

struct SvgPicture {
  QByteArray svg;
  bool cells_as_bitmap = false;  // the board had too many shapes for vectors
};
SvgPicture picture_svg(const PictureSource& source, PictureView view, QSize size);

struct PictureWritten {
  QString error;                 // empty when the file was written
  bool cells_as_bitmap = false;  // an SVG's cells went in as one image
  QSize size;                    // the picture's
  bool ok() const { return error.isEmpty(); }
};
// Writes the picture whole or not at all (QSaveFile), in the format of the path's suffix.
PictureWritten write_picture(const PictureSource& source, PictureView view, QSize size, const QString& path);

// `image` encoded as PNG, in memory, so that its file is written whole (whole_file.hpp);
// empty when it cannot be encoded.
QByteArray png_bytes(const QImage& image);

}  // namespace frontier::gui

#pragma once
// The algorithms of Lianliankan and the one entry point that runs any of them for the
// command line, the tests and the visualizer.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

inline constexpr std::string_view kMiddleSegment = "middle-segment";
inline constexpr std::string_view kBfsTurns = "bfs-turns";
inline constexpr std::string_view kDfs = "dfs";

// The judge's default (middle-segment) first.
std::span<const trace::AlgorithmInfo> algorithms();

// Runs `algorithm` on one query. recorder == nullptr runs the judge solver (the
// NoObserver instantiation). Throws std::invalid_argument for an unknown name, and for
// a query Puzzle::validate refuses (with its reason).
Answer run(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules,
           trace::Recorder* recorder);

// Size of the algorithm's state space on this board, to size a trace::Trace.
std::size_t state_count(std::string_view algorithm, const Board& board);

}  // namespace frontier::lianliankan

#pragma once
// The costs a Trace keeps (one per state, or one per improvement) in as few bytes as the
// run needs: one byte while every cost is in 0..255 (turn counts, segment counts), two
// while every cost is in 0..65535, else four. The column widens itself, once per width,
// the first time a cost does not fit, so a narrow column is exact for every search and
// a search with large or negative costs (Huarongdao's moves) pays the width it needs.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace frontier::trace {

class CostColumn {
 public:
  CostColumn() = default;
  explicit CostColumn(std::size_t size) : bytes_(size, 0) {}

  std::size_t size() const { return bytes_.size() / width_; }
  std::size_t width() const { return width_; }

  std::int32_t operator[](std::size_t i) const {
    if (width_ == 1) return bytes_[i];
    if (width_ == 2) {
      std::uint16_t cost;
      std::memcpy(&cost, &bytes_[2 * i], sizeof cost);
      return cost;
    }
    std::int32_t cost;
    std::memcpy(&cost, &bytes_[4 * i], sizeof cost);
    return cost;
  }

  void set(std::size_t i, std::int32_t cost) {
    fit(cost);
    store(i, cost);
  }
  void push_back(std::int32_t cost) {
    fit(cost);
    bytes_.resize(bytes_.size() + width_);
    store(size() - 1, cost);
  }

  // Entry k becomes what entry order[k] was.
  void permute(const std::vector<std::uint32_t>& order) {
    std::vector<std::uint8_t> moved(order.size() * width_);
    for (std::size_t k = 0; k < order.size(); ++k) {
      std::memcpy(&moved[k * width_], &bytes_[order[k] * width_], width_);
    }
    bytes_ = std::move(moved);
  }

  void shrink_to_fit() { bytes_.shrink_to_fit(); }
  std::size_t bytes() const { return bytes_.capacity(); }

 private:
  static std::size_t width_for(std::int32_t cost) {
    if (cost >= 0 && cost <= UINT8_MAX) return 1;
    if (cost >= 0 && cost <= UINT16_MAX) return 2;
    return 4;
  }
  void fit(std::int32_t cost) {
    const std::size_t wanted = width_for(cost);
    if (wanted <= width_) return;
    const std::size_t n = size();
    std::vector<std::uint8_t> wider(n * wanted);
    CostColumn widened;
    widened.width_ = wanted;
    widened.bytes_ = std::move(wider);
    for (std::size_t i = 0; i < n; ++i) widened.store(i, (*this)[i]);
    *this = std::move(widened);
  }
  void store(std::size_t i, std::int32_t cost) {
    if (width_ == 1) {
      bytes_[i] = static_cast<std::uint8_t>(cost);
    } else if (width_ == 2) {
      const auto narrow = static_cast<std::uint16_t>(cost);
      std::memcpy(&bytes_[2 * i], &narrow, sizeof narrow);
    } else {
      std::memcpy(&bytes_[4 * i], &cost, sizeof cost);
    }
  }

  std::vector<std::uint8_t> bytes_;
  std::size_t width_ = 1;
};

}  // namespace frontier::trace

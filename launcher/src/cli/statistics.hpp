#pragma once

namespace plateau::cli {

// Mean, median and 95th percentile of a sample, for simulation reports (Histogram::summary).
struct Summary {
    double mean = 0;
    double median = 0;
    double p95 = 0;
    double min = 0;
    double max = 0;
};

// Wilson score interval (95%) of a proportion: wins out of n.
struct Interval {
    double low = 0;
    double high = 0;
};
Interval wilson95(double successes, double trials);

}  // namespace plateau::cli

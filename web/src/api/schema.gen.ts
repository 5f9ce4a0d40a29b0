// drift

print("mapwright-bench: nothing to measure yet")

console.log(require('v8').getHeapStatistics().heap_size_limit/1048576)

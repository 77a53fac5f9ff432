'use strict';
// A search thread that cannot start (test/search/sqlite-search-threads.test.ts).
throw new Error('this search thread cannot start');

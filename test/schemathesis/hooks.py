"""Schemathesis hooks for test/docs/schemathesis.test.ts: what the OpenAPI description cannot say.

JSON Schema describes the shape of a request, not what only the service can issue. A sync `cursor` is opaque: only
one the service issued (`infos.nextCursor`, with the `page` it leads to) is valid, and no schema can produce one, so
schema-valid ("positive") cases are sent without it; negative cases keep theirs (they must be refused, and are).
"""

import schemathesis


def _positive(case):
    return case.meta is not None and case.meta.generation.mode.is_positive


@schemathesis.hook
def map_case(context, case):
    if _positive(case) and isinstance(case.query, dict) and "cursor" in case.query:
        case.query = {name: value for name, value in case.query.items() if name != "cursor"}
    return case

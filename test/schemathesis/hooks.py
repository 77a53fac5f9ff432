"""Schemathesis hooks for test/docs/schemathesis.test.ts: what the OpenAPI description cannot say.

JSON Schema describes the shape of a request, not what only the service can issue. A sync `cursor` is opaque: only
one the service issued (`infos.nextCursor`, with the `page` it leads to) is valid, and no schema can produce one, so
schema-valid ("positive") cases are sent without it; negative cases keep theirs (they must be refused, and are).
Likewise a search pages no deeper than the 10 000 best matches: `page` x `limit` at most 10 000, a bound across two
fields that JSON Schema cannot state (the description says it in words); a positive case beyond it is brought back
to the deepest page its `limit` allows.
"""

import schemathesis


def _positive(case):
    return case.meta is not None and case.meta.generation.mode.is_positive


MAX_SEARCH_WINDOW = 10_000


@schemathesis.hook
def map_case(context, case):
    if _positive(case) and isinstance(case.query, dict) and "cursor" in case.query:
        case.query = {name: value for name, value in case.query.items() if name != "cursor"}
    body = case.body
    if _positive(case) and case.path.endswith("/partners/search") and isinstance(body, dict):
        page, limit = body.get("page", 1), body.get("limit", 20)
        numbers = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (page, limit))
        if numbers and limit >= 1 and page * limit > MAX_SEARCH_WINDOW:
            case.body = {**body, "page": max(1, int(MAX_SEARCH_WINDOW // limit))}
    return case

"""Schemathesis hooks for test/docs/schemathesis.test.ts: what the OpenAPI description cannot say.

JSON Schema describes the shape of a request, not what only the service can issue. A sync `cursor` is opaque: only
one the service issued (`infos.nextCursor`, with the `page` it leads to) is valid, and no schema can produce one, so
schema-valid ("positive") cases are sent without it; negative cases keep theirs (they must be refused, and are).
A webhook endpoint's URL must be one the service may reach: `https`, its host resolving to public addresses only
(checked with DNS), which no schema can produce; schema-valid cases name one the test server admits (it runs with
WEBHOOK_ALLOW_INSECURE_URLS, and nothing listens there: deliveries to it fail on loopback, and go nowhere else).
Likewise a search pages no deeper than the 10 000 best matches: `page` x `limit` at most 10 000, a bound across two
fields that JSON Schema cannot state (the description says it in words); a positive case beyond it is brought back
to the deepest page its `limit` allows.
"""

import schemathesis


def _positive(case):
    return case.meta is not None and case.meta.generation.mode.is_positive


MAX_SEARCH_WINDOW = 10_000
WEBHOOK_URL = "http://127.0.0.1:9/schemathesis"
EXAMPLE_URL_PREFIX = "https://hooks.example.com/"


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
    if _positive(case) and "/webhooks" in case.path and isinstance(case.body, dict) and "url" in case.body:
        case.body = {**case.body, "url": WEBHOOK_URL}
    return case


@schemathesis.hook
def before_call(context, case, kwargs):
    # The description's own example URL (https://hooks.example.com/fpd), which the examples and coverage phases send
    # without passing through map_case, names a host that does not resolve on a machine without public DNS: it is
    # valid, so it too becomes the URL the test server admits.
    if "/webhooks" in case.path and isinstance(case.body, dict) and str(case.body.get("url", "")).startswith(EXAMPLE_URL_PREFIX):
        case.body = {**case.body, "url": WEBHOOK_URL}

"""Whatever JSON arrives, the API answers 200 or 422 with a clear body: never a 500 or a traceback."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app import create_app

APP = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://", "WTF_CSRF_ENABLED": False})

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10, 100), st.floats(allow_nan=False),
                    st.sampled_from(["7w", "Rhodos", "Gizah", "A", "B", "left", "right", "clay", "Library",
                                     "Lumber Yard", "University", "", "x"]), st.text(max_size=8))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.sampled_from(["name", "wonder", "side", "stages", "cards", "coins",
                                                         "military", "shields", "free_city", "player", "build",
                                                         "stage", "buy", "from", "resource", "count", "age"]),
                                        inner, max_size=5), max_leaves=20)
players = st.lists(st.fixed_dictionaries({}, optional={
    "name": values, "wonder": st.sampled_from(["Rhodos", "Gizah", "Babylon", "Olympia", "Nope"]) | values,
    "side": st.sampled_from(["A", "B", "C"]) | values, "stages": values, "cards": values, "coins": values,
    "military": values, "shields": values, "free_city": values}), max_size=8)
documents = st.fixed_dictionaries({"players": players}, optional={
    "game": st.sampled_from(["7w", "duel", "nope"]) | values, "age": values,
    "action": st.fixed_dictionaries({}, optional={"player": values, "build": values, "stage": values,
                                                  "buy": values, "discard": values}) | values,
    "actions": values, "discard": values})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents, st.sampled_from(["/api/score", "/api/check"]))
def test_api_never_fails_on_random_documents(doc, path):
    r = APP.test_client().post(path, data=json.dumps(doc), content_type="application/json")
    assert r.status_code in (200, 422), (r.status_code, r.get_data(as_text=True)[:500])
    body = r.get_json()
    if r.status_code == 422:
        assert body["errors"] and all(isinstance(e["message"], str) and e["message"] for e in body["errors"])

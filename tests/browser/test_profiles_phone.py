"""Profiles and leaderboards on a 360 px phone, in Russian: nothing wider than the screen."""
from __future__ import annotations

from datetime import date


def _save(app, doc, day):
    from wonders.extensions import db
    from wonders.models import Game, store_result
    with app.app_context():
        g = Game(played_on=day)
        store_result(g, doc)
        db.session.add(g)
        db.session.commit()


def test_profile_and_leaderboard_fit_a_phone_in_russian(page, live_server, tmp_path):
    names = ["Ирина Коваленко", "Олег", "Софья", "Максим Петренко", "Лена", "Богдан", "Ярослава"]
    for k in range(4):
        scores = [30 + (k * 7 + i * 5) % 23 for i in range(len(names))]
        _save(live_server.app, {"game": "7w", "entry": "pad", "players": [
            {"name": n, "wonder": w, "side": "A", "pad": {"civilian": s}}
            for n, s, w in zip(names, scores, ["Rhodos", "Gizah", "Babylon", "Olympia", "Ephesos", "Halikarnassos",
                                                "Alexandria"])]}, date(2026, 1, 1 + k))
    for path, mark in (("/stats/player/Ирина Коваленко?lang=ru", "#rating-chart-7w"), ("/ratings?lang=ru", "#ratings-table")):
        page.goto(path)
        page.wait_for_selector(mark)
        assert page.locator("html").get_attribute("lang") == "ru"
        assert "Рейтинг" in page.content()
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= 360, f"{path} is {wide} px wide on a 360 px phone"
        page.screenshot(path=str(tmp_path / (mark.strip("#") + ".png")), full_page=True)
        assert (tmp_path / (mark.strip("#") + ".png")).stat().st_size > 0
    assert not page.js_errors

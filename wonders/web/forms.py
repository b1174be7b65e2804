"""Flask-WTF forms of the web app.

Field names are stable (``players-0-name``, ``cards``, ``coins`` …): the browser
tests and people with bookmarks rely on them.  Rules are *not* checked here: the
forms only check that a value has the right shape (a whole number, one of the
offered choices); whether the table is possible is the scoring library's answer,
mapped back beside the fields by the views.
"""
from __future__ import annotations

import threading
from datetime import date

from babel import support
from flask_babel import get_locale, gettext, lazy_gettext as _l, lazy_pgettext
from flask_wtf import FlaskForm as _FlaskForm
from wtforms import (BooleanField, DateField, FieldList, Form, FormField, HiddenField, IntegerField, RadioField,
                     SelectField, SelectMultipleField, StringField, TextAreaField)
from wtforms.validators import Length, NumberRange, Optional, ValidationError
from wtforms.fields.choices import SelectChoice
from wtforms.i18n import messages_path
from wtforms.widgets import CheckboxInput, ListWidget

from scoring.classic.catalogue import RESOURCES
from scoring.core.numbers import INT_LIMIT, is_int, whole
from scoring.games import GAMES

from wonders import l10n

from wonders.web.tables import MAX_PLAYERS, RESOURCE_LABEL, checkbox_names


class _WTFormsMessages:
    """WTForms' own messages ("Not a valid integer value.") in the request's language, each
    language's catalogue read once per process (Flask-WTF reads it again on every request)."""

    _lock = threading.Lock()
    _loaded: dict[str, support.Translations] = {}

    def _catalogue(self):
        locale = str(get_locale() or "en")
        found = self._loaded.get(locale)
        if found is None:
            found = support.Translations.load(messages_path(), [locale], domain="wtforms")
            with self._lock:
                self._loaded[locale] = found
        return found

    def gettext(self, string):
        return self._catalogue().ugettext(string)

    def ngettext(self, singular, plural, n):
        return self._catalogue().ungettext(singular, plural, n)


_MESSAGES = _WTFormsMessages()


class FlaskForm(_FlaskForm):
    """Flask-WTF's form with WTForms' messages read once per language (``_WTFormsMessages``)."""

    class Meta(_FlaskForm.Meta):
        def get_translations(self, form):
            return _MESSAGES if super().get_translations(form) is not None else None


def board_label(board: dict, game_id: str) -> str:
    """A board in a choice list, by the table's box: English box "Rhodos (Родос)"; Russian/Ukrainian
    box the name printed in that box first, the English one in brackets ("Родос (Rhodos)")."""
    shown = l10n.entry_name(board, game_id)
    if shown != board["name"]:
        return f"{shown} ({board['name']})"
    ru = board.get("ru")
    ru = ru if isinstance(ru, str) else (ru[0] if ru else "")
    return f"{board['name']} ({ru})" if ru and l10n.i18n.box_language() == "en" else board["name"]


class MultiCheckboxField(SelectMultipleField):
    widget = ListWidget(prefix_label=False)
    option_widget = CheckboxInput()


class WholeField(IntegerField):
    """A whole number written with the digits 0-9 (``scoring.core.numbers``), not whatever ``int``
    reads ("٣", "１", "1_000" or 5 000 digits)."""

    def process_formdata(self, valuelist):
        if not valuelist:
            return
        self.data = whole(valuelist[0], -INT_LIMIT)
        if self.data is None:
            raise ValueError(self.gettext("Not a valid integer value."))


def whole_choice(value) -> int:
    """``coerce`` of a choice of whole numbers: the choices' own ints, or text of ASCII digits."""
    n = value if is_int(value) else whole(value, -INT_LIMIT)
    if n is None:
        raise ValueError("not a whole number")
    return n


def _in_range(low: int, high: int):
    def check(form, field):
        # a value that is not a number already has its message ("Not a valid integer value.")
        if field.data is not None and not low <= field.data <= high:
            raise ValidationError(gettext("enter a whole number from %(low)s to %(high)s", low=low, high=high))
    return check


def _int_or_blank(label: str, low: int, high: int, **kw) -> WholeField:
    # type="text" + inputmode: a numeric keypad on phones, and whatever was typed is shown back
    return WholeField(label, validators=[Optional(), _in_range(low, high)],
                        render_kw={"type": "text", "inputmode": "numeric", "min": low, "max": high,
                                   "autocomplete": "off"}, **kw)


# -- step 1: game and players ------------------------------------------------------------

class PlayerRowForm(Form):
    id = HiddenField()            # the player's stable id: cities follow players, not seats
    name = StringField(_l("Name"), validators=[Length(max=40)],
                       render_kw={"autocomplete": "off", "maxlength": 40, "list": "known-names"})
    wonder = SelectField(_l("Wonder"), choices=[("", _l("— deal at random —"))], default="")
    side = SelectField(_l("Side"), choices=[("", _l("— deal —")), ("A", "A"), ("B", "B")], default="")
    free_city = BooleanField(_l("Free City (2-player variant: this board plays for nobody)"))


class SetupForm(FlaskForm):
    document = HiddenField()
    edit_token = HiddenField()
    game = SelectField(_l("Game"), choices=[(g.id, g.title) for g in GAMES if g.available])
    expansions = MultiCheckboxField(_l("Expansions"), choices=[])
    entry = RadioField(_l("How to enter the game"), default="cards", choices=[
        ("cards", _l("Card by card (every rule checked)")),
        ("pad", _l("Score pad: type each row's points"))])
    # the language of the box on the table: cards, wonders and tokens are named as it prints them
    # (README, "box"); the choices are the languages the game was printed in (``set_choices``)
    box = SelectField(_l("Box language"), choices=[], validate_choice=False)
    military_mode = RadioField(_l("Military"), default="tokens", choices=[
        ("tokens", _l("Conflict tokens (enter each city's tokens)")),
        ("shields", _l("Shields per age (the app derives the tokens)"))])
    players = FieldList(FormField(PlayerRowForm), min_entries=3, max_entries=MAX_PLAYERS)

    def set_choices(self, screen, boards=None) -> None:
        """Choices from the game's entry screen (``scoring.core.game.EntryScreen``): its boards and sides;
        ``boards`` (``tables.boards_offered``, the page drawn): the boards of the expansions not ticked
        too, hidden, each naming the checkboxes that bring it."""
        from scoring import games
        self.game.choices = [(g.id, g.title) for g in games.available()]
        info = next((g for g in GAMES if g.id == screen.game), None)
        game = games.get(screen.game)
        if game is not None:
            self.expansions.choices = expansion_choices(game)
        else:
            self.expansions.choices = [(e, gettext("%(name)s (not supported yet)", name=e.capitalize()))
                                       for e in (info.expansions if info else ())]
        self.box.choices = box_choices(info, self.box.data)
        wonders = [SelectChoice("", gettext("— deal at random —"))]
        for b, when, shown in boards if boards is not None else ((b, "", True) for b in screen.boards):
            kw = ({"data-when": when} if when else {}) | ({} if shown else {"hidden": True})
            wonders.append(SelectChoice(b["name"], board_label(b, screen.game), render_kw=kw))
        sides = [("", gettext("— deal —"))] + [(x, l10n.side(screen.game, x)) for x in screen.sides]
        for row in self.players:
            row.form.wonder.choices = wonders
            row.form.side.choices = sides


# each box language as its own speakers name it (as the language switch does)
BOX_LANGUAGES = {"en": "English", "ru": "Русский", "uk": "Українська"}


def box_choices(info, chosen: str | None) -> list[tuple[str, str]]:
    """The setup screen's box choice: the languages this game was printed in (its data file's
    ``editions``; the one already chosen too), the default for the reader's language said so."""
    from scoring.core import i18n
    from scoring.core.boxes import default_box, editions
    langs = [x for x in i18n.LANGUAGES if x in editions(info.data if info else None) or x == chosen]
    default = default_box(info, i18n.language())
    return [(x, gettext("%(language)s (default)", language=BOX_LANGUAGES[x]) if x == default else BOX_LANGUAGES[x])
            for x in langs]


def expansion_choices(game) -> list[tuple[str, str]]:
    """The setup screen's expansion checkboxes: each expansion the game scores (``game.expansions``),
    then each of its parts when it is played in parts (one scored in quick pad mode only, marked
    so); an expansion its box names but no module scores yet is offered as "not supported yet"."""
    out = {}
    for name, e in checkbox_names(game).items():
        title = game.expansion_title(name)
        # an expansion card-by-card entry cannot score yet (Expansion.pad_only) says so at once
        out[name] = gettext("%(name)s — score pad only", name=title) if e.pad_only else title
    for name in game.info.expansions:
        out.setdefault(name, gettext("%(name)s (not supported yet)", name=name.capitalize()))
    return list(out.items())


# -- step 2: each city ---------------------------------------------------------------------

class CityForm(FlaskForm):
    document = HiddenField()
    edit_token = HiddenField()
    seat = HiddenField()
    stages = RadioField(_l("Wonder stages built"), coerce=whole_choice, default=0, choices=[(0, "0")])
    cards = MultiCheckboxField(_l("Cards"), choices=[])
    cards_text = TextAreaField(_l("Add cards by name (English, Russian or Ukrainian, separated by commas)"),
                               validators=[Length(max=2000)], render_kw={"rows": 2})
    coins = _int_or_blank(_l("Coins"), 0, 999)
    defeats = _int_or_blank(_l("Defeats −1"), 0, 6)
    wins1 = _int_or_blank(_l("Victories +1 (I)"), 0, 6)
    wins3 = _int_or_blank(_l("Victories +3 (II)"), 0, 6)
    wins5 = _int_or_blank(_l("Victories +5 (III)"), 0, 6)
    shields1 = _int_or_blank(_l("Shields at the end of age I"), 0, 99)
    shields2 = _int_or_blank(_l("Shields at the end of age II"), 0, 99)
    shields3 = _int_or_blank(_l("Shields at the end of age III (blank: counted from the city)"), 0, 99)

    TOKEN_FIELDS = (("defeats", -1), ("wins1", 1), ("wins3", 3), ("wins5", 5))


# -- step 3: save ------------------------------------------------------------------------

class SaveForm(FlaskForm):
    document = HiddenField()      # only on pages from before drafts (/games/save)
    edit_token = HiddenField()
    version = HiddenField()       # the saved game's version this edit started from
    title = StringField(_l("Title (optional)"), validators=[Length(max=200)], render_kw={"maxlength": 200})
    played_on = DateField(_l("Played on"), default=date.today, validators=[Optional()])
    note = TextAreaField(_l("Note (optional)"), validators=[Length(max=2000)], render_kw={"rows": 2})

    def apply_to(self, game) -> None:
        """The title, date and note typed, onto a saved game (``wonders.models.Game``)."""
        game.title = (self.title.data or "").strip() or None
        game.played_on = self.played_on.data or game.played_on or date.today()
        game.note = (self.note.data or "").strip() or None


class DeleteForm(FlaskForm):
    pass


class MergeForm(FlaskForm):
    other = StringField(_l("Another spelling of this player"), validators=[Length(min=1, max=100)],
                        render_kw={"list": "known-names", "autocomplete": "off"})


class HistoryForm(FlaskForm):
    class Meta:
        csrf = False           # a GET search form

    player = StringField(_l("Player"), validators=[Length(max=100)])
    game = SelectField(_l("Game"), choices=[("", _l("Any game"))], default="",
                       validate_choice=False)  # ids checked by the query
    wonder = SelectField(_l("Wonder"), choices=[("", _l("Any wonder"))], default="")
    date_from = DateField(_l("From"), validators=[Optional()])
    date_to = DateField(_l("To"), validators=[Optional()])


# -- referee -------------------------------------------------------------------------------

class BuyRowForm(Form):
    source = SelectField(lazy_pgettext("bought from a neighbour", "From"), choices=[("", "—"), ("left", _l("Left")),
                                                                                  ("right", _l("Right"))], default="")
    resource = SelectField(_l("Resource"), choices=[("", "—")] + [(r, RESOURCE_LABEL.get(r, r)) for r in RESOURCES],
                           default="")
    count = _int_or_blank(_l("Count"), 1, 9)


class RefereeForm(FlaskForm):
    document = HiddenField()
    table_json = TextAreaField(_l("Table document (JSON)"), validators=[Length(max=64_000)],
                               render_kw={"rows": 4, "spellcheck": "false"})
    player = SelectField(_l("Player"), choices=[], validate_choice=False)
    age = RadioField(_l("Age"), coerce=whole_choice, default=1, choices=[(1, "I"), (2, "II"), (3, "III")])
    action = RadioField(_l("Action"), default="build",
                        choices=[("build", _l("Build a card")), ("stage", _l("Build the next wonder stage"))])
    card = SelectField(_l("Card"), choices=[], validate_choice=False)


class TradeForm(RefereeForm):
    buys = FieldList(FormField(BuyRowForm), min_entries=3, max_entries=6)


class ConflictForm(FlaskForm):
    """The Conflicts tab of the 1st edition's referee screen (``wonders.web.referee_military``): the Age
    whose conflicts are asked; each seat's shields are the fields ``shields-<seat>``."""
    document = HiddenField()
    table_json = TextAreaField(_l("Table document (JSON)"), validators=[Length(max=64_000)],
                               render_kw={"rows": 4, "spellcheck": "false"})
    age = RadioField(_l("Age"), coerce=whole_choice, default=1, choices=[(1, "I"), (2, "II"), (3, "III")])


class DuelRefereeForm(FlaskForm):
    """The Duel referee screen (``referee.duel.rules``): build, wonder or discard, and the
    age's structure when the players want accessibility checked."""
    document = HiddenField()
    table_json = TextAreaField(_l("Table document (JSON)"), validators=[Length(max=64_000)],
                               render_kw={"rows": 4, "spellcheck": "false"})
    player = SelectField(_l("Player"), choices=[], validate_choice=False)
    age = RadioField(_l("Age"), coerce=whole_choice, default=1, choices=[(1, "I"), (2, "II"), (3, "III")])
    action = RadioField(_l("Action"), default="build",
                        choices=[("build", _l("Build a card")), ("wonder", _l("Build a wonder")),
                                 ("discard", _l("Discard a card for coins"))])
    card = SelectField(_l("Card"), choices=[], validate_choice=False)
    wonder = SelectField(_l("Wonder"), choices=[], validate_choice=False)
    layout = TextAreaField(_l("Cards still in the age's structure (optional)"), validators=[Length(max=8_000)],
                           render_kw={"rows": 3, "spellcheck": "false",
                                      "placeholder": '{"5.1": "Lumber Yard", "5.3": "Stone Pit", "4.2": null}'})



class ArchitectsRefereeForm(FlaskForm):
    """7 Wonders Architects: the card a player takes, and the conflict tokens on the table."""
    document = HiddenField()
    table_json = TextAreaField(_l("Table document (JSON)"), validators=[Length(max=64_000)],
                               render_kw={"rows": 4, "spellcheck": "false"})
    player = SelectField(_l("Player"), choices=[], validate_choice=False)
    take = SelectField(_l("Card taken"), choices=[], validate_choice=False)
    source = SelectField(lazy_pgettext("a card taken from a deck", "From"), default="",
                         choices=[("", _l("— any —")), ("left", _l("The left deck")),
                                                          ("right", _l("The right deck")),
                                                          ("central", _l("The central deck"))])
    battle_side_up = WholeField(_l("Conflict tokens showing the battle side"), default=0,
                                validators=[Optional(), NumberRange(0, 5)])
    stage_order = RadioField(_l("Pieces of one level"), default="free",
                             choices=[("fixed", _l("in the printed order")), ("free", _l("in any order"))])


def validate_fields(form) -> bool:
    """Run each field's validators (not the CSRF check: the form is rebuilt from the draft)."""
    ok = True
    for f in form:
        if f.name != "csrf_token" and not f.validate(form):
            ok = False
    return ok

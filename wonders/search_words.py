"""Ukrainian words for finding a card by search or by typing its name — search aids only.

No Ukrainian box of the 1st or 2nd edition or of Duel is known (``names_not_found`` in
scoring/data/7w.json, 7w2.json, duel.json), so no card prints a Ukrainian name and none is ever
shown as one.  A Ukrainian-speaking table still types the word it knows («Вівтар» for Altar), so
these words — the project's own Ukrainian renderings of the Russian printed names (or of the English
where no Russian card is known), taken from no card — are added to what the card search and "Add
cards by name" accept; they are never shown as a card's name.  Keyed by the English card name;
the same building has the same words in every game.
"""
from __future__ import annotations

WORDS_UK: dict[str, tuple[str, ...]] = {
    "Lumber Yard": ("Лісоповал",), "Stone Pit": ("Кам'яний кар'єр",), "Clay Pool": ("Глиняний кар'єр",),
    "Ore Vein": ("Рудник",), "Tree Farm": ("Лісовий кар'єр",), "Excavation": ("Котлован",),
    "Clay Pit": ("Кар'єр",), "Timber Yard": ("Річковий шлях",), "Forest Cave": ("Лісова печера",),
    "Mine": ("Шахта",), "Loom": ("Ткацький верстат", "Ткацтво"), "Glassworks": ("Склоробна майстерня",),
    "Press": ("Папірусна майстерня",), "Pawnshop": ("Ломбард",), "Baths": ("Лазні",), "Altar": ("Вівтар",),
    "Theater": ("Театр",), "Tavern": ("Таверна", "Корчма"), "East Trading Post": ("Східний базар",),
    "West Trading Post": ("Західний базар",), "Marketplace": ("Ринок",), "Stockade": ("Частокіл",),
    "Barracks": ("Казарми",), "Guard Tower": ("Вартова вежа",), "Apothecary": ("Аптека",),
    "Workshop": ("Майстерня",), "Scriptorium": ("Скрипторій",), "Sawmill": ("Лісопилка",),
    "Quarry": ("Каменоломня",), "Brickyard": ("Цегельня",), "Foundry": ("Ливарня",), "Aqueduct": ("Акведук",),
    "Temple": ("Храм",), "Statue": ("Статуя",), "Courthouse": ("Суд",), "Forum": ("Форум",),
    "Caravansery": ("Караван-сарай",), "Vineyard": ("Виноградник",), "Bazar": ("Базар",),
    "Walls": ("Мури", "Стіни"), "Training Ground": ("Полігон", "Плац"), "Stables": ("Стайні",),
    "Archery Range": ("Стрільбище",), "Dispensary": ("Лазарет",), "Laboratory": ("Лабораторія",),
    "Library": ("Бібліотека",), "School": ("Школа",), "Pantheon": ("Пантеон",), "Gardens": ("Сади",),
    "Town Hall": ("Ратуша", "Муніципалітет"), "Palace": ("Палац",), "Senate": ("Сенат",),
    "Haven": ("Гавань", "Порт"), "Lighthouse": ("Маяк",), "Chamber of Commerce": ("Торгова палата",),
    "Arena": ("Арена",), "Fortifications": ("Укріплення",), "Circus": ("Іподром", "Цирк"),
    "Arsenal": ("Арсенал",), "Siege Workshop": ("Облогова майстерня",), "Lodge": ("Ложа",),
    "Observatory": ("Обсерваторія",), "University": ("Університет",), "Academy": ("Академія",),
    "Study": ("Кабінет", "Студія"), "Workers Guild": ("Гільдія робітників",),
    "Craftsmens Guild": ("Гільдія ремісників", "Гільдія майстрів"), "Traders Guild": ("Гільдія торговців",),
    "Philosophers Guild": ("Гільдія філософів",), "Spies Guild": ("Гільдія шпигунів",),
    "Strategists Guild": ("Гільдія стратегів",), "Shipowners Guild": ("Гільдія судновласників",),
    "Scientists Guild": ("Гільдія науковців", "Гільдія вчених"), "Magistrates Guild": ("Гільдія суддів",),
    "Builders Guild": ("Гільдія будівельників",), "Well": ("Криниця", "Колодязь"),
    "Ludus": ("Школа гладіаторів",), "Castrum": ("Військовий табір",), "Decorators Guild": ("Гільдія декораторів",),
    "Logging Camp": ("Лісозаготівля",), "Stable": ("Стайні",), "Garrison": ("Гарнізон", "Казарми"),
    "Palisade": ("Частокіл",), "Pharmacist": ("Крамниця травника",), "Stone Reserve": ("Склад каменю",),
    "Clay Reserve": ("Склад глини",), "Wood Reserve": ("Склад деревини",), "Shelf Quarry": ("Каменоломня",),
    "Glass-Blower": ("Майстерня склодува",), "Drying Room": ("Сушильня",), "Horse Breeders": ("Конярі",),
    "Parade Ground": ("Плац", "Площа"), "Customs House": ("Митниця",), "Brewery": ("Броварня",),
    "Rostrum": ("Трибуна",), "Pretorium": ("Преторій", "Штаб"), "Port": ("Порт",), "Armory": ("Збройня",),
    "Obelisk": ("Обеліск",), "Merchants Guild": ("Гільдія купців",), "Moneylenders Guild": ("Гільдія лихварів",),
    "Tacticians Guild": ("Гільдія тактиків",),
}


def words(name: str) -> tuple[str, ...]:
    """The Ukrainian words that find the card named ``name`` (English); none when there are none."""
    return WORDS_UK.get(name, ())


def search_text(game_id: str, entry: dict) -> str:
    """What a city screen's card chip is found by (``data-search``): every spelling of the card —
    its English name, all its printed Russian and Ukrainian names and aliases (the entry's and the
    catalogue's) and the Ukrainian words above — in lower case."""
    from wonders import l10n
    found = l10n.thing(game_id, entry.get("name"))
    spellings = [entry.get("name", "")]
    for source in (entry, {k: getattr(found, k, ()) for k in ("ru", "uk", "aliases")} if found is not None else {}):
        for key in ("ru", "uk", "aliases"):
            value = source.get(key)
            spellings.extend([value] if isinstance(value, str) else list(value or ()))
    spellings.extend(words(entry.get("name", "")))
    return " ".join(dict.fromkeys(s.lower() for s in spellings if isinstance(s, str) and s))


def card_by_word(cat, spelling: str):
    """The card of ``cat`` a Ukrainian word names (apostrophes, case and spaces aside); None if none."""
    key = _key(spelling)
    for name, said in WORDS_UK.items():
        if any(_key(w) == key for w in said):
            card = cat.card(name)
            if card is not None:
                return card
    return None


def _key(text: str) -> str:
    return "".join(ch for ch in str(text).casefold() if ch.isalnum())

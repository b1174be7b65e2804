"""JSON from strangers, told in the reader's language (scoring.core.safejson): every problem the
reader raises — a syntax error with its line and column, a body not UTF-8, nesting too deep, a
number out of bounds, a NUL or a lone surrogate, a repeated key — as a whole sentence in English,
Russian and Ukrainian, through the library, the JSON API (``?lang=``, ``Accept-Language``) and the
CLI (``--lang``)."""
from __future__ import annotations

import json

import pytest

from scoring.core import safejson
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from wonders import cli

AT = {"en": "malformed JSON at line {line}, column {column}: ",
      "ru": "ошибка в JSON, строка {line}, столбец {column}: ",
      "uk": "помилка в JSON, рядок {line}, стовпець {column}: "}

# (text, line, column, what was expected there in en, ru, uk): one for each message of Python's reader
SYNTAX = [
    ("", 1, 1, {"en": "a value was expected (text in double quotes, a number, true, false, null, [ or {)",
                "ru": "ожидалось значение (текст в двойных кавычках, число, true, false, null, [ или {)",
                "uk": "очікувалося значення (текст у подвійних лапках, число, true, false, null, [ або {)"}),
    ('{"a": 1,}', 1, 9, {"en": "a key in double quotes was expected",
                         "ru": "ожидался ключ в двойных кавычках",
                         "uk": "очікувався ключ у подвійних лапках"}),
    ('{"a": 1,\n "b" 2}', 2, 6, {"en": "a colon (:) was expected after the key",
                                 "ru": "после ключа ожидалось двоеточие (:)",
                                 "uk": "після ключа очікувалася двокрапка (:)"}),
    ('{"a": [1, 2', 1, 12, {"en": "a comma (,) or a closing bracket was expected",
                            "ru": "ожидалась запятая (,) или закрывающая скобка",
                            "uk": "очікувалася кома (,) або закривна дужка"}),
    ('{"name": "Ira', 1, 10, {"en": "the text starting here has no closing double quote",
                             "ru": "у текста, который начинается здесь, нет закрывающей двойной кавычки",
                             "uk": "текст, що починається тут, не має закривних подвійних лапок"}),
    ('[\n  "a\tb"]', 2, 5, {"en": "a control character (a line break, a tab…) inside a text must be escaped: \\n, \\t",
                           "ru": "управляющий символ (перевод строки, табуляцию…) внутри текста нужно "
                                 "экранировать: \\n, \\t",
                           "uk": "керівний символ (перенесення рядка, табуляцію…) усередині тексту треба "
                                 "екранувати: \\n, \\t"}),
    ('"\\x"', 1, 2, {"en": "a backslash must be followed by one of \\\" \\\\ / b f n r t u",
                    "ru": "после обратной косой черты может идти только один из символов \\\" \\\\ / b f n r t u",
                    "uk": "після зворотної скісної риски може бути лише один із символів \\\" \\\\ / b f n r t u"}),
    ('"\\u12"', 1, 3, {"en": "\\u must be followed by four hexadecimal digits",
                      "ru": "после \\u должны идти четыре шестнадцатеричные цифры",
                      "uk": "після \\u мають бути чотири шістнадцяткові цифри"}),
    ("{} []", 1, 4, {"en": "there is more after the end of the document",
                     "ru": "после конца документа есть что-то ещё",
                     "uk": "після кінця документа є ще щось"}),
]

BOUNDS = {"en": "{what} is out of bounds: numbers are at most 1 000 000 000 in size "
                "(whole numbers -1 000 000 000..1 000 000 000)",
          "ru": "{what} вне допустимых границ: числа не больше 1 000 000 000 по модулю "
                "(целые числа -1 000 000 000..1 000 000 000)",
          "uk": "{what} поза допустимими межами: числа не більші за 1 000 000 000 за модулем "
                "(цілі числа -1 000 000 000..1 000 000 000)"}
THE_NUMBER = {"en": "the number {}", "ru": "число {}", "uk": "число {}"}


def problems(text, lang="en") -> list[tuple[str, str]]:
    with use_language(lang), pytest.raises(BadInput) as info:
        safejson.loads(text)
    return [(p.path, p.message) for p in info.value.problems]


def checked(value, lang="en") -> list[tuple[str, str]]:
    with use_language(lang), pytest.raises(BadInput) as info:
        safejson.check(value)
    return [(p.path, p.message) for p in info.value.problems]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize(("text", "line", "column", "what"), SYNTAX)
def test_a_syntax_error_names_its_line_and_column_and_what_was_expected(text, line, column, what, lang):
    expected = [("", AT[lang].format(line=line, column=column) + what[lang])]
    assert problems(text, lang) == expected
    assert problems(text.encode(), lang) == expected              # a request body: the same sentence


def _python_saying(message: str):
    """Python's reader raising ``message`` (what a newer Python says, or one it may say some day)."""
    real = json.loads

    def loads(text, **hooks):
        real(text, **hooks)
        raise json.JSONDecodeError(message, text, 3)
    return loads


@pytest.mark.parametrize(("message", "what"), [
    ("Illegal trailing comma before end of array", {"en": "a comma before a closing bracket",
                                                    "ru": "запятая перед закрывающей скобкой",
                                                    "uk": "кома перед закривною дужкою"}),
    ("Illegal trailing comma before end of object", {"en": "a comma before a closing bracket",
                                                     "ru": "запятая перед закрывающей скобкой",
                                                     "uk": "кома перед закривною дужкою"}),
    ("Something new", {"en": "this is not JSON", "ru": "это не JSON", "uk": "це не JSON"}),
])
def test_another_message_of_pythons_reader_is_still_a_sentence(monkeypatch, message, what):
    monkeypatch.setattr(safejson.json, "loads", _python_saying(message))
    for lang in ("en", "ru", "uk"):
        assert problems('[1,\n 2]', lang) == [("", AT[lang].format(line=1, column=4) + what[lang])]


@pytest.mark.parametrize(("text", "said"), [
    (b'{"a": "\xff"}', {"en": "malformed JSON: the body is not UTF-8 text (byte 7)",
                        "ru": "ошибка в JSON: данные — не текст в кодировке UTF-8 (байт 7)",
                        "uk": "помилка в JSON: дані — не текст у кодуванні UTF-8 (байт 7)"}),
    ('{"coins": -Infinity}', {"en": "malformed JSON: -Infinity is not a JSON number",
                              "ru": "ошибка в JSON: -Infinity — не число JSON",
                              "uk": "помилка в JSON: -Infinity — не число JSON"}),
    ("[" * 100_000, {"en": "malformed JSON: nested far more than 32 levels deep",
                     "ru": "ошибка в JSON: вложенность намного больше 32 уровней",
                     "uk": "помилка в JSON: рівнів вкладеності набагато більше ніж 32"}),
])
def test_a_body_that_cannot_be_read_says_why_in_each_language(text, said):
    for lang in ("en", "ru", "uk"):
        assert problems(text, lang) == [("", said[lang])]


def test_each_place_is_named_in_the_readers_language():
    text = ('{"players": [{"name": "I\\ud83dra", "coins": 12345678901, "coins": 2, "no\\u0000te": 1,'
            ' "k\\udc00": 1}], "x": "a\\u0000", "d": ' + "[" * 33 + "]" * 33 + "}")
    said = {
        "en": ["the key 'coins' appears more than once in one object",
               "text holds a lone UTF-16 surrogate (\\ud83d), which is not a character: send the whole "
               "character (both halves of the pair) or UTF-8",
               "a key must not contain the NUL character (\\u0000)",
               "a key holds a lone UTF-16 surrogate (\\udc00), which is not a character: send the whole "
               "character (both halves of the pair) or UTF-8",
               "text must not contain the NUL character (\\u0000)",
               "nested more than 32 levels deep; a table document needs a handful"],
        "ru": ["ключ 'coins' встречается в одном объекте больше одного раза",
               "в тексте одиночный суррогат UTF-16 (\\ud83d), а это не символ: отправьте символ целиком "
               "(обе половины пары) или UTF-8",
               "ключ не может содержать символ NUL (\\u0000)",
               "в ключе одиночный суррогат UTF-16 (\\udc00), а это не символ: отправьте символ целиком "
               "(обе половины пары) или UTF-8",
               "текст не может содержать символ NUL (\\u0000)",
               "вложенность больше 32 уровней; документу стола хватает нескольких"],
        "uk": ["ключ 'coins' трапляється в одному об’єкті більше одного разу",
               "у тексті одиночний сурогат UTF-16 (\\ud83d), а це не символ: надішліть символ цілком "
               "(обидві половини пари) або UTF-8",
               "ключ не може містити символ NUL (\\u0000)",
               "у ключі одиночний сурогат UTF-16 (\\udc00), а це не символ: надішліть символ цілком "
               "(обидві половини пари) або UTF-8",
               "текст не може містити символ NUL (\\u0000)",
               "рівнів вкладеності більше ніж 32; документу столу вистачає кількох"],
    }
    for lang in ("en", "ru", "uk"):
        repeated, surrogate, nul_key, surrogate_key, nul, deep = said[lang]
        # the repeated key keeps its last value (2): no bounds problem for the first one
        assert problems(text, lang) == [
            ("players[0].coins", repeated), ("players[0]", nul_key), ("players[0]", surrogate_key),
            ("players[0].name", surrogate), ("x", nul), ("d" + "[0]" * 31, deep)]


def test_a_repeated_key_holding_a_lone_surrogate_is_named_as_sent():
    text = '{"k\\ud800": 1, "k\\ud800": 2}'
    assert problems(text) == [
        ('["k\\ud800"]', "the key 'k\\ud800' appears more than once in one object"),
        ("", "a key holds a lone UTF-16 surrogate (\\ud800), which is not a character: send the whole "
             "character (both halves of the pair) or UTF-8")]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_number_out_of_bounds_in_each_language(lang):
    assert problems('{"coins": [1e10, -10000000000000]}', lang) == [
        ("coins[0]", BOUNDS[lang].format(what=THE_NUMBER[lang].format("1e10"))),
        ("coins[1]", BOUNDS[lang].format(what=THE_NUMBER[lang].format("-10000000000000")))]
    long = "9" * 41
    assert problems(f'{{"coins": {long}}}', lang) == [
        ("coins", BOUNDS[lang].format(what=THE_NUMBER[lang].format("9" * 40 + "…")))]


# whole numbers built in Python (a form's, a draft's): their digits counted once they are long
DIGITS = [
    (10 ** 39, {"en": "the number 1" + "0" * 39, "ru": "число 1" + "0" * 39, "uk": "число 1" + "0" * 39}),
    (-(10 ** 38), {"en": "the number -1" + "0" * 38, "ru": "число -1" + "0" * 38, "uk": "число -1" + "0" * 38}),
    # 40 digits and a sign: the first 40 characters shown
    (-(10 ** 39), {"en": "the number -1" + "0" * 38 + "…", "ru": "число -1" + "0" * 38 + "…",
                   "uk": "число -1" + "0" * 38 + "…"}),
    (10 ** 40, {"en": "a number with 41 digits", "ru": "число из 41 цифры", "uk": "число з 41 цифри"}),
    (-(10 ** 41), {"en": "a number with 42 digits", "ru": "число из 42 цифр", "uk": "число з 42 цифр"}),
    (10 ** 3000, {"en": "a number with 3001 digits", "ru": "число из 3001 цифры", "uk": "число з 3001 цифри"}),
    (10 ** 5000, {"en": "a number with thousands of digits", "ru": "число из тысяч цифр",
                  "uk": "число з тисяч цифр"}),
    (2 ** 10_000, {"en": "a number with thousands of digits", "ru": "число из тысяч цифр",
                   "uk": "число з тисяч цифр"}),
    (2 ** 9_998, {"en": "a number with 3010 digits", "ru": "число из 3010 цифр", "uk": "число з 3010 цифр"}),
    # 10 000 bits (3 010 digits) and more: "thousands"; one bit fewer, the digits counted (above)
    (2 ** 9_999, {"en": "a number with thousands of digits", "ru": "число из тысяч цифр",
                  "uk": "число з тисяч цифр"}),
]


@pytest.mark.parametrize(("value", "what"), DIGITS, ids=[f"digits{i}" for i in range(len(DIGITS))])
def test_a_whole_number_built_in_python_is_told_by_its_digits(value, what):
    for lang in ("en", "ru", "uk"):
        assert checked({"players": [{"coins": value}]}, lang) == [
            ("players[0].coins", BOUNDS[lang].format(what=what[lang]))]


def test_numbers_built_in_python_within_the_bounds_pass_and_others_do_not():
    safejson.check({"a": [10 ** 9, -(10 ** 9), 1e9, -1e9, 0.5, True, None, "x"]})
    assert checked({"a": [10 ** 9 + 1, -(10 ** 9) - 1, 1e9 + 1, float("-inf"), float("nan")]}) == [
        ("a[0]", BOUNDS["en"].format(what="the number 1000000001")),
        ("a[1]", BOUNDS["en"].format(what="the number -1000000001")),
        ("a[2]", BOUNDS["en"].format(what="the number 1000000001.0")),
        ("a[3]", BOUNDS["en"].format(what="the number -inf")),
        ("a[4]", BOUNDS["en"].format(what="the number nan"))]


# -- the JSON API and the CLI ---------------------------------------------------------------

@pytest.mark.parametrize("url", ["/api/score", "/api/check"])
def test_the_api_answers_in_the_language_asked(client, url):
    text, line, column, what = SYNTAX[3]
    for lang in ("en", "ru", "uk"):
        r = client.post(f"{url}?lang={lang}", data=text, content_type="application/json")
        assert r.status_code == 422
        assert r.get_json()["errors"] == [{"path": "", "message": AT[lang].format(line=line, column=column)
                                           + what[lang]}]
    r = client.post(url, data='{"players": [], "players": []}', content_type="application/json",
                    headers={"Accept-Language": "uk-UA,uk;q=0.9"})
    assert r.status_code == 422
    assert r.get_json()["errors"] == [{"path": "players",
                                       "message": "ключ 'players' трапляється в одному об’єкті більше одного разу"}]
    r = client.post(url, data=b'{"coins": 1e400}', content_type="application/json",
                    headers={"Accept-Language": "ru"})
    assert r.get_json()["errors"] == [{"path": "coins", "message": BOUNDS["ru"].format(what="число 1e400")}]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_cli_answers_in_the_language_asked(tmp_path, capsys, lang):
    text, line, column, what = SYNTAX[2]
    path = tmp_path / "doc.json"
    path.write_text(text, encoding="utf-8")
    assert cli.main(["score", str(path), "--lang", lang]) == 2
    out, err = capsys.readouterr()
    sentence = AT[lang].format(line=line, column=column) + what[lang]
    assert json.loads(out)["errors"] == [{"path": "", "message": sentence}]
    assert err == f"wonders: {sentence}\n"


def test_a_problem_after_one_nested_too_deep_is_named_too():
    text = '{"d": ' + "[" * 33 + "]" * 33 + ', "x": "a\\u0000", "coins": 1e400}'
    assert problems(text) == [
        ("d" + "[0]" * 31, "nested more than 32 levels deep; a table document needs a handful"),
        ("x", "text must not contain the NUL character (\\u0000)"),
        ("coins", BOUNDS["en"].format(what="the number 1e400"))]


@pytest.mark.parametrize("text", ["99999999999", "-99999999999", "1e400", b"12345678901"])
def test_a_document_that_is_one_number_out_of_bounds_is_refused(text):
    literal = text.decode() if isinstance(text, bytes) else text
    for lang in ("en", "ru"):
        assert problems(text, lang) == [("", BOUNDS[lang].format(what=THE_NUMBER[lang].format(literal)))]
    assert safejson.loads("1000000000") == 1000000000 and safejson.loads(b"-1000000000") == -1000000000


@pytest.mark.parametrize("text", ["X[]", "\ufeffX[]", "XX{}"])
def test_only_a_byte_order_mark_is_skipped_before_the_document(text):
    assert problems(text) == [("", AT["en"].format(line=1, column=1) + SYNTAX[0][3]["en"])]
    assert safejson.loads("\ufeff\ufeff[]") == []
